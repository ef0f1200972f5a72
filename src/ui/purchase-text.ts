/**
 * Text for the purchase half's components: the widget's whole catalogue. Another language's
 * catalogue holds both halves; for English the app has only its first-render half, so the
 * purchase half (`en-purchase.ts`, in this chunk) is added here.
 */
import { useMemo } from 'preact/hooks';
import type { CoreMessages, Messages } from '../i18n/en';
import { enPurchase } from '../i18n/en-purchase';
import type { Format } from '../i18n/format';
import { useText } from './text';

/** A whole catalogue, as opposed to the English first-render half. */
const isWhole = (t: CoreMessages): t is Messages => Object.hasOwn(t, 'form');

/** The nearest provider's text, with the purchase half. */
export function usePurchaseText(): { t: Messages; f: Format } {
  const { t, f } = useText();
  return useMemo(() => ({ t: isWhole(t) ? t : { ...t, ...enPurchase }, f }), [t, f]);
}
