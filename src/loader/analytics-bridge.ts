/**
 * The analytics bridge (`data-analytics`): its chunk listens to the widget's host events on
 * the host page, so it must listen before the mode's chunk can send anything; the run mounts
 * once it does. In the hosted frame it never runs: the page that framed it pushes the
 * events the frame relays.
 */
import type { ChunkSource } from '../shared/contract';
import { loadFailure, logError } from '../shared/log';

/** A started bridge: listening once `ready` settles, until `stop`. */
export interface Bridge {
  ready: Promise<unknown>;
  stop(): void;
}

/** Loads the bridge and has it listen to `events`; `name` spells the option for the console. */
export function startBridge(chunks: ChunkSource, events: EventTarget, name: string): Bridge {
  let stopped = false;
  let stop: (() => void) | undefined;
  const ready = chunks.load('analytics').then(
    (chunk) => {
      if (!stopped) stop = chunk.track(events);
    },
    (error: unknown) => void logError(loadFailure(`The code for ${name}`, error)),
  );
  return {
    ready,
    stop() {
      stopped = true;
      stop?.();
    },
  };
}
