/**
 * The loading placeholder in every engine: while the event has not answered, the loader's
 * placeholder shows and pulses, its only animation being its opacity (which the browser can
 * run off the main thread, while the widget's chunk is evaluated there), and axe finds
 * nothing in it.
 */
import { expect, hostPage, test } from './fixtures';

test('the placeholder pulses in opacity while the event loads, axe clean', async ({
  buyer,
  site,
}) => {
  site.hold(/\/api\/v1\/sell\/events\/summer-fest$/);
  const tag =
    '<script src="/boxoffice.js" async data-event="summer-fest" data-key="pk_test_demo"></script>';
  await buyer.goto(site.page('/loading.html', hostPage(tag)));
  const animations = () =>
    buyer.run((lib) =>
      lib.all('.bo, .bo *').flatMap((element) =>
        element.getAnimations().map((animation) => ({
          running: animation.playState === 'running',
          // The animated properties, over every keyframe.
          properties: [
            ...new Set(
              animation.effect instanceof KeyframeEffect
                ? animation.effect.getKeyframes().flatMap((frame) => Object.keys(frame))
                : [],
            ),
          ].filter((key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key)),
          on: element.className,
        })),
      ),
    );
  const seen = await buyer.until('the placeholder animates', async () => {
    const found = await animations();
    return found.length > 0 ? found : null;
  });
  expect(seen).toEqual([{ running: true, properties: ['opacity'], on: 'bo-skeleton' }]);
  expect(await buyer.text()).not.toContain('Weekend Pass');
  await buyer.expectNoAxeViolations();
});
