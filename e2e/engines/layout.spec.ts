/**
 * The compact header in every engine: in a widget narrower than 480 px (a container query on
 * the widget's root, inside its shadow root) the poster floats beside the title, the long
 * description shows two lines behind "More", "Sold out" sits beside its tier's price, and
 * summer-fest's first − / + are within the first 700 px of the widget.
 */
import { expect, hostPage, test } from './fixtures';

/** A phone's width for the widget: 374 px, as in a 390 px window with the body's margin. */
const NARROW = '<style>#shop { width: 374px; }</style>';

test('a narrow widget: compact header, the first tiers’ controls within 700 px, More unfolds', async ({
  buyer,
  site,
}) => {
  const tag =
    '<div id="shop"><script src="/boxoffice.js" async data-event="summer-fest" data-key="pk_test_demo"></script></div>';
  await buyer.goto(site.page('/narrow.html', hostPage(tag, { head: NARROW })));
  await buyer.sees('Weekend Pass');
  const layout = () =>
    buyer.run((lib) => {
      const box = (css: string) => lib.all(css)[0]?.getBoundingClientRect();
      const widget = box('[data-boxoffice]');
      const poster = box('.bo-event__poster');
      const title = box('.bo-event__title');
      const plus = box('.bo-stepper');
      const soldOut = box('.bo-tier__soldout');
      const price = box('.bo-tier__price');
      const last = lib.all('.bo-event__text')[2];
      const more = lib.all('.bo-event__more')[0];
      if (!widget || !poster || !title || !plus || !soldOut || !price || !last || !more)
        return null;
      return {
        posterWidth: Math.round(poster.width),
        titleBesidePoster: title.top < poster.bottom,
        plusBottom: Math.round(plus.bottom - widget.top),
        soldOutBesidePrice: soldOut.top < price.bottom,
        lastShown: lib.visible(last),
        expanded: more.getAttribute('aria-expanded'),
      };
    });
  expect(await layout()).toEqual({
    posterWidth: 72,
    titleBesidePoster: true,
    plusBottom: expect.any(Number),
    soldOutBesidePrice: true,
    lastShown: false,
    expanded: 'false',
  });
  expect((await layout())?.plusBottom).toBeLessThanOrEqual(700);
  await buyer.click({ css: '.bo-event__more', text: 'More' });
  await buyer.until('the description unfolded', async () => (await layout())?.lastShown);
  expect((await layout())?.expanded).toBe('true');
  await buyer.expectClean();
});
