/**
 * The texts the loader shows itself, in English: the loading status, the buy button and the
 * notices. They are the only English text `boxoffice.js` carries; the English catalogue
 * (`src/i18n/en.ts`) takes them from here, and every other catalogue has the same keys, so a
 * catalogue chunk gives the loader these texts in its language.
 */

/** The loading placeholder's status. */
export const loading = 'Loading tickets…';

/** Button mode's button. */
export const buy = {
  label: 'Buy tickets',
  from: (price: string) => `from ${price}`,
};

/** Text of the embedding layer: the iframe's title, the dialog's close button, the notices. */
export const embed = {
  frameCheckout: 'Ticket checkout',
  frameList: 'Ticket sales',
  close: 'Close',
  /** The link to the buyer's way out offered by every notice that ends the buyer's path. */
  fallback: 'Get tickets on the organizer’s website',
  problem: (attribute: string) =>
    `Tickets can't be shown here: the ticket widget's "${attribute}" setting needs fixing (details in the browser console).`,
  failed: "Tickets can't be shown right now. Please reload the page to try again.",
  /**
   * Nothing is sold on this page, and a reload would not change it: the hosted frame is not
   * allowed here (or was opened on its own), or this browser may not run the widget's code
   * under the page's security policy.
   */
  refused:
    "Tickets can't be bought on this page. Please get them from the event organizer's website.",
};

/** The texts the loader shows, in one language. */
export interface LoaderText {
  loading: string;
  buy: typeof buy;
  embed: typeof embed;
}

/** The loader's texts in English. */
export const ENGLISH: LoaderText = { loading, buy, embed };

/** The frame's accessible name: one event's checkout, or the event list. */
export const frameTitle = (event: boolean, text: LoaderText): string =>
  event ? text.embed.frameCheckout : text.embed.frameList;
