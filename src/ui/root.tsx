/**
 * The widget's root element: the box that the stylesheets reset (so host-page CSS that
 * inherits, like colour or line-height, stops here) and theme, plus the text context.
 * The app renders everything inside `<WidgetRoot lang={options.lang} messages={…}>`, which
 * also sets the root's `dir` (right to left for Arabic and Hebrew): the host page's own
 * `lang` and `dir` are never touched.
 */
import type { ComponentChildren } from 'preact';
import { type CoreMessages, textLang } from '../i18n/index';
import { dirOf } from '../shared/locale';
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

/**
 * Root box of one widget: `class="bo"`, text context, and the language and direction the
 * text is in (`dir` always set: a left-to-right widget on a right-to-left page stays so).
 */
export function WidgetRoot({ lang, messages, buyerTimeZone, children }: WidgetRootProps) {
  const text = textLang(lang, messages);
  return (
    <TextProvider lang={lang} messages={messages} buyerTimeZone={buyerTimeZone}>
      <div class="bo" lang={text} dir={dirOf(text)}>
        {children}
      </div>
    </TextProvider>
  );
}
