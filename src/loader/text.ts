/**
 * The few texts the loader shows itself (the loading status, the buy button's label, the
 * notices), from the widget's catalogue once its chunk arrived, else the English ones built
 * into the loader (only these three parts of the English catalogue end up in it).
 */
import { buy, type CoreMessages, embed, loading } from '../i18n/en';
import type { LoaderText } from '../shared/contract';
import type { View } from './plan';

/** The loader's texts in the catalogue `messages` (English when absent). */
export function loaderText(messages?: CoreMessages): LoaderText {
  return messages ?? { buy, embed, loading };
}

/** The frame's accessible name in the widget's language: one event's checkout, or the event list. */
export function frameTitle(view: View, text: LoaderText): string {
  return view === 'event' ? text.embed.frameCheckout : text.embed.frameList;
}
