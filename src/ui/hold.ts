/**
 * The widget's height across the end of its loading state: the app holds the loader's
 * container at least as tall as the placeholder it replaced (see `holdHeight`).
 */

/**
 * Keeps `container` at least `height` px tall (the placeholder's) until the buyer first
 * clicks or types in it. The placeholder stands for a typical
 * event, laid out in the host page's font, so the loaded widget may come out a line shorter:
 * without the hold the content below would move up once more after the widget loaded. After
 * a click, a move is the buyer's doing (and not counted as a layout shift); not on
 * `pointerdown`, which would move the page between a press and its release and lose the
 * click. A view far shorter than its placeholder (a month's grid after the list's) is another
 * shape, not a line less: the hold ends before that frame is painted. Its listeners are on
 * the container only, so a widget taken off the page leaves none behind on the window.
 */
export function holdHeight(container: HTMLElement | null | undefined, height: number): void {
  if (!container || !height) return;
  const release = () => {
    container.style.minHeight = '';
  };
  container.style.minHeight = `${height}px`;
  const once = { once: true, capture: true };
  container.addEventListener('click', release, once);
  container.addEventListener('keydown', release, once);
  requestAnimationFrame(() => {
    const shown = container.firstElementChild?.getBoundingClientRect().height ?? 0;
    if (shown < height * 0.85) release();
  });
}
