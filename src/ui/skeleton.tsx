/**
 * The app's loading state: the loader's own placeholder (`MountContext.skeleton`, one
 * implementation for both halves), so a list → event switch or a reload looks exactly like
 * the first paint, with the polite "Loading tickets…" status. The first one is the very
 * placeholder the loader painted, left where it is (`MountContext.keepPlaceholder`).
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { useShell } from './shell';
import { useText } from './text';

/** Props of `Skeleton`. */
export interface SkeletonProps {
  /** `'list'`: the event list's shape instead of one event's. */
  variant?: 'list';
}

/** The placeholder of the widget's shape, with a polite "Loading tickets…" status. */
export function Skeleton({ variant }: SkeletonProps) {
  const { t } = useText();
  const shell = useShell();
  const holder = useRef<HTMLDivElement>(null);
  // A live region is announced when its text changes, not when it appears with it.
  const [announce, setAnnounce] = useState(false);
  useLayoutEffect(() => {
    if (!shell) return;
    // The loader's placeholder, still on screen: it stays there until this one goes.
    const release = shell.keepPlaceholder?.(variant);
    if (release) return release;
    holder.current?.replaceChildren(shell.skeleton(variant));
  }, [shell, variant]);
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
