/**
 * Text for components: the `Messages` catalogue and a `Format` for the widget's language,
 * given once through context by `<TextProvider lang>` (or `<WidgetRoot>`), read with `useText()`.
 * Components therefore take data props only, never strings to display.
 */
import { type ComponentChildren, createContext } from 'preact';
import { useContext, useMemo } from 'preact/hooks';
import { createFormat, type Format } from '../i18n/format';
import { type Messages, pickMessages } from '../i18n/index';

/** What `useText()` returns. */
export interface Text {
  /** The catalogue of the widget language. */
  t: Messages;
  /** Intl formatters of the widget language (cached per provider). */
  f: Format;
}

const TextContext = createContext<Text | null>(null);

/** Props of `TextProvider`. */
export interface TextProviderProps {
  /** BCP 47 tag (`Options.lang`); unknown languages fall back to English text. */
  lang: string;
  /** The buyer's IANA zone, for tests; defaults to the browser's. */
  buyerTimeZone?: string;
  children?: ComponentChildren;
}

/** Provides catalogue + formatters for `lang` to every component below. */
export function TextProvider({ lang, buyerTimeZone, children }: TextProviderProps) {
  const value = useMemo<Text>(
    () => ({ t: pickMessages(lang), f: createFormat(lang, { buyerTimeZone }) }),
    [lang, buyerTimeZone],
  );
  return <TextContext.Provider value={value}>{children}</TextContext.Provider>;
}

/** The nearest provider's text; English when rendered without one. */
export function useText(): Text {
  const provided = useContext(TextContext);
  return useMemo<Text>(
    () => provided ?? { t: pickMessages('en'), f: createFormat('en') },
    [provided],
  );
}
