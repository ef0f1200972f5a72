/**
 * Text for components: the catalogue and a `Format` for the widget's locale, given once
 * through context by `<TextProvider lang messages>` (or `<WidgetRoot>`), read with
 * `useText()`. Components therefore take data props only, never strings to display.
 */
import { type ComponentChildren, createContext } from 'preact';
import { useContext, useMemo } from 'preact/hooks';
import type { CoreMessages } from '../i18n/en';
import { createFormat, type Format } from '../i18n/format';
import { messagesOr } from '../i18n/index';

/** What `useText()` returns. */
export interface Text {
  /** The catalogue of the widget language (for English, the half built into the app). */
  t: CoreMessages;
  /** Intl formatters of the widget locale (cached per provider). */
  f: Format;
}

const TextContext = createContext<Text | null>(null);

/** Props of `TextProvider`. */
export interface TextProviderProps {
  /** The widget's locale (`Options.lang`): formats numbers, money and dates. */
  lang: string;
  /** Its catalogue's first-render half; English when absent. */
  messages?: CoreMessages | undefined;
  /** The buyer's IANA zone, for tests; defaults to the browser's. */
  buyerTimeZone?: string;
  children?: ComponentChildren;
}

/** Provides catalogue + formatters to every component below. */
export function TextProvider({ lang, messages, buyerTimeZone, children }: TextProviderProps) {
  const value = useMemo<Text>(
    () => ({ t: messagesOr(messages), f: createFormat(lang, { buyerTimeZone }) }),
    [lang, messages, buyerTimeZone],
  );
  return <TextContext.Provider value={value}>{children}</TextContext.Provider>;
}

/** The nearest provider's text; English when rendered without one. */
export function useText(): Text {
  const provided = useContext(TextContext);
  return useMemo<Text>(
    () => provided ?? { t: messagesOr(undefined), f: createFormat('en') },
    [provided],
  );
}
