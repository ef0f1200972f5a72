/**
 * The widget's root element: the box that `styles.css` resets (so host-page CSS that
 * inherits, like colour or line-height, stops here) and themes, plus the text context.
 * `app.tsx` renders everything inside `<WidgetRoot lang={options.lang}>`.
 */
import type { ComponentChildren } from 'preact';
import { messagesLang } from '../i18n/index';
import { TextProvider } from './text';

/** Props of `WidgetRoot`. */
export interface WidgetRootProps {
  /** Widget language (BCP 47). The root's `lang` is the language of the catalogue actually used. */
  lang: string;
  /** The buyer's IANA zone, for tests; defaults to the browser's. */
  buyerTimeZone?: string;
  /** True while the whole widget is loading or busy (sets `aria-busy`). */
  busy?: boolean;
  children?: ComponentChildren;
}

/** Root box of one widget: `class="bo"`, language, text context. */
export function WidgetRoot({ lang, buyerTimeZone, busy, children }: WidgetRootProps) {
  return (
    <TextProvider lang={lang} buyerTimeZone={buyerTimeZone}>
      <div class="bo" lang={messagesLang(lang)} aria-busy={busy ? 'true' : undefined}>
        {children}
      </div>
    </TextProvider>
  );
}
