/**
 * `<box-office>`: the script tag's attributes without `data-` (docs/embedding.md). Mounts
 * when connected, unmounts when removed (single-page apps), and turns attribute changes
 * into updates of its one `Widget`. In button mode its `open()` and `close()` drive the dialog.
 */
import { guard } from '../shared/log';
import { attributeInput, attributeName, OPTION_NAMES, OPTIONS, SCRIPT_ONLY } from './options';
import { createWidget, type LoaderPage, type Widget } from './widget';

/** The element's tag name. */
export const ELEMENT_NAME = 'box-office';

/** Defines `<box-office>` once per page; later calls (a second script tag) do nothing. */
export function defineBoxOfficeElement(page: LoaderPage): void {
  if (typeof customElements === 'undefined' || customElements.get(ELEMENT_NAME)) return;

  class BoxOfficeElement extends HTMLElement {
    // An element mounts into itself: the script tag's own options are not its attributes.
    // `answer-<id>` has no fixed name to observe: `#answers` watches those.
    static observedAttributes = OPTION_NAMES.filter(
      (name) => !(OPTIONS[name].policy & SCRIPT_ONLY) && name !== 'answers',
    ).map((name) => attributeName(name, 'element'));
    #widget: Widget | null = null;
    #answers: MutationObserver | null = null;

    #apply() {
      const { target: _target, ...input } = attributeInput(this, 'element');
      this.#widget ??= createWidget(this, this, 'element', page);
      this.#widget.apply(input);
    }

    connectedCallback() {
      guard('<box-office> connected', () => {
        this.#apply();
        const prefix = attributeName('answers', 'element');
        this.#answers ??= new MutationObserver((records) => {
          if (records.some((record) => record.attributeName?.startsWith(prefix)))
            guard('<box-office> changed', () => this.#apply());
        });
        this.#answers.observe(this, { attributes: true });
      });
    }

    /** Button mode: opens the dialog, as `open()` of `mount()`'s handle. */
    open() {
      this.#widget?.show(true);
    }

    /** Button mode: closes the dialog. */
    close() {
      this.#widget?.show(false);
    }

    disconnectedCallback() {
      this.#answers?.disconnect();
      this.#widget?.stop();
    }

    attributeChangedCallback(_name: string, previous: string | null, value: string | null) {
      if (previous === value || !this.isConnected || !this.#widget) return;
      guard('<box-office> changed', () => this.#apply());
    }
  }

  guard('defining <box-office>', () => customElements.define(ELEMENT_NAME, BoxOfficeElement));
}
