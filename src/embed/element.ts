/**
 * `<box-office>` (SPEC §1.2): the attributes of §1.1 without `data-`. Mounts when connected,
 * unmounts when removed (single-page apps), and turns attribute changes into `update()`.
 */
import { type Controller, createController } from './controller';
import { guard } from './log';
import { attributeName, OPTION_NAMES, type OptionsInput } from './options';

/** The element's tag name. */
export const ELEMENT_NAME = 'box-office';

/** Attribute names the element reads (`target` is a script-tag option only). */
const ATTRIBUTES = OPTION_NAMES.filter((name) => name !== 'target').map((name) => ({
  name,
  attribute: attributeName(name, 'element'),
}));

/** Defines `<box-office>` once per page; later calls (a second script tag) do nothing. */
export function defineBoxOfficeElement(scriptUrl: string | null): void {
  if (typeof customElements === 'undefined' || customElements.get(ELEMENT_NAME)) return;

  class BoxOfficeElement extends HTMLElement {
    static observedAttributes = ATTRIBUTES.map(({ attribute }) => attribute);
    #controller: Controller | null = null;

    #input(): OptionsInput {
      const input: Record<string, string> = {};
      for (const { name, attribute } of ATTRIBUTES) {
        const value = this.getAttribute(attribute);
        if (value !== null) input[name] = value;
      }
      return input;
    }

    connectedCallback() {
      guard('<box-office> connected', () => {
        this.#controller ??= createController(this, this, 'element', scriptUrl);
        this.#controller.apply(this.#input());
      });
    }

    disconnectedCallback() {
      this.#controller?.stop();
    }

    attributeChangedCallback(_name: string, previous: string | null, value: string | null) {
      if (previous === value || !this.isConnected || !this.#controller) return;
      this.#controller.apply(this.#input());
    }
  }

  guard('defining <box-office>', () => customElements.define(ELEMENT_NAME, BoxOfficeElement));
}
