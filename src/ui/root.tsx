/**
 * The widget's root element: the box that the stylesheets reset (so host-page CSS that
 * inherits, like colour or line-height, stops here) and theme, plus the text context.
 * The app renders everything inside `<WidgetRoot lang={options.lang} messages={…}>`.
 */
import type { ComponentChildren } from 'preact';
import { type CoreMessages, textLang } from '../i18n/index';
import { TextProvider } from './text';

/** Props of `WidgetRoot`. */
export interface WidgetRootProps {
  /** Widget locale (BCP 47). */
  lang: string;
  /** Its catalogue; English when absent. The root's `lang` is the language the text is in. */
  messages?: CoreMessages | undefined;
  /** The buyer's IANA zone, for tests; defaults to the browser's. */
  buyerTimeZone?: string;
  children?: ComponentChildren;
}

/** Root box of one widget: `class="bo"`, language, text context. */
export function WidgetRoot({ lang, messages, buyerTimeZone, children }: WidgetRootProps) {
  return (
    <TextProvider lang={lang} messages={messages} buyerTimeZone={buyerTimeZone}>
      <div class="bo" lang={textLang(lang, messages)}>
        {children}
      </div>
    </TextProvider>
  );
}
