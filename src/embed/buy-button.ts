/**
 * Button mode's button, painted by the loader before any chunk: "Buy tickets", and later
 * "· from €X" (the `button` chunk fills the price and opens the dialog). The button never
 * waits for the app: pressing it early is remembered and opens the dialog on arrival.
 */
import type { BuyButtonSlot } from './contract';

/** The painted button: its slot for the chunk, and `paint` to show it with its label. */
export function createBuyButton(root: ShadowRoot): {
  slot: BuyButtonSlot;
  paint(label: string): void;
} {
  const wrapper = document.createElement('div');
  wrapper.className = 'bo bo-slot';
  const element = document.createElement('button');
  element.type = 'button';
  element.className = 'bo-btn bo-btn--primary bo-buy';
  element.setAttribute('part', 'submit');
  element.setAttribute('aria-haspopup', 'dialog');
  element.setAttribute('aria-expanded', 'false');
  const label = document.createElement('span');
  label.className = 'bo-buy__label';
  const price = document.createElement('span');
  price.className = 'bo-buy__price';
  const gap = document.createTextNode(' ');
  element.append(label);
  wrapper.append(element);
  return {
    slot: {
      element,
      setPrice(text) {
        price.textContent = text;
        if (text) element.append(gap, price);
        else {
          gap.remove();
          price.remove();
        }
      },
      setExpanded(open) {
        element.setAttribute('aria-expanded', String(open));
      },
    },
    paint(text) {
      label.textContent = text;
      if (!wrapper.isConnected) root.prepend(wrapper);
    },
  };
}
