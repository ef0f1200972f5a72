/**
 * The app's loading state: the loader's placeholder (`MountContext.placeholder`), so a
 * list → event switch or a reload looks exactly like the first paint, with the polite
 * "Loading tickets…" status. The first one is the very placeholder the loader painted, kept
 * where it is until this state ends.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { View } from '../shared/contract';
import { holdHeight } from './hold';
import { useShell } from './shell';
import { useText } from './text';

/** Props of `Loading`. */
export interface LoadingProps {
  /** What is loading: one event, or the event list (the placeholder has its shape). */
  view: View;
}

/** The placeholder of `view`'s shape, with a polite "Loading tickets…" status. */
export function Loading({ view }: LoadingProps) {
  const { t } = useText();
  const shell = useShell();
  const holder = useRef<HTMLDivElement>(null);
  // A live region is announced when its text changes, not when it appears with it.
  const [announce, setAnnounce] = useState(false);
  useLayoutEffect(() => {
    if (!shell) return;
    const { placeholder } = shell;
    // The loader's placeholder, still on screen: it stays there until this state ends, and
    // the widget keeps its height until the buyer acts (the loader's container: `.bo`'s box).
    if (placeholder.keep(view)) {
      const box = holder.current?.closest('.bo')?.parentElement;
      return () => holdHeight(box, placeholder.remove());
    }
    holder.current?.replaceChildren(placeholder.take(view));
  }, [shell, view]);
  useEffect(() => setAnnounce(true), []);
  return (
    <>
      <div ref={holder} />
      <p class="bo-sr" role="status">
        {announce && t.loading}
      </p>
    </>
  );
}
