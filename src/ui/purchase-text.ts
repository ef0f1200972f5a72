/**
 * Text for the purchase half's components: the catalogue's first-render half (from the
 * text context) with its purchase half, which arrived with the purchase chunk (the
 * language's `xx-purchase` chunk, or English's `en-purchase.ts` built into this chunk).
 */
import { useMemo } from 'preact/hooks';
import type { Messages } from '../i18n/en';
import { enPurchase } from '../i18n/en-purchase';
import type { Format } from '../i18n/format';
import { useShell } from './shell';
import { useText } from './text';

/** The nearest provider's text, with the purchase half. */
export function usePurchaseText(): { t: Messages; f: Format } {
  const { t, f } = useText();
  const half = useShell()?.purchase.value?.text ?? enPurchase;
  return useMemo(() => ({ t: { ...t, ...half }, f }), [t, half, f]);
}
