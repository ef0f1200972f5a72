/**
 * The contract between the loader (`dist/boxoffice.js`) and the chunks it imports: the
 * loader owns the shadow root, the options and the requests it started; a mode's chunk
 * (`app`, `list`, `button`, `frame-parent`, `frame-child`) exports `mount(context)` and
 * returns a `Mounted`. Types only: nothing here ships in either half.
 */
import type { EventDetail } from '../api/schemas';
import type { CoreMessages } from '../i18n/en';
import type { PurchaseHalf } from '../loader/chunk-loader';
import type { OptionName, Options } from '../loader/options';
import type { View } from '../loader/plan';
import type { ChunkName, Chunks } from '../registry';
import type { Emit, HostEventMap } from './host-events';

/** Loads chunks by name. The loader's implementation checks each file against its sha384. */
export interface ChunkSource {
  /**
   * The chunk's module, once every file it needs has loaded (rejects instead of running
   * unchecked code). `half` is a file the loader's table does not list: a catalogue's
   * purchase half, whose file and sha384 its first half carries. The ES module build, whose
   * chunks are its bundler's business, ignores it.
   */
  load<K extends ChunkName>(name: K, half?: PurchaseHalf): Promise<Chunks[K]>;
  /** Languages with a catalogue: `en` (built in) and one chunk each. */
  readonly languages: readonly string[];
}

/** How the buyer is sent to a validated payment URL (see `WidgetHost.navigate`). */
export type Navigate = (url: string) => 'left' | 'new-tab' | 'blocked';

/** The texts the loader carries itself, in the widget's language. */
export type LoaderText = Pick<CoreMessages, 'buy' | 'embed' | 'loading'>;

/**
 * What opens button mode's dialog, for the `button` chunk to take over: the button the loader
 * painted, or the page's own elements (`trigger` option, `trigger.ts`).
 */
export interface BuyButtonSlot {
  /**
   * Where focus returns when the dialog closes: the painted button, or the trigger that
   * opened it last (else the first on the page); null when there is none.
   */
  readonly element: HTMLElement | null;
  /** Shows "from €X" next to the painted button's label (already formatted), or nothing. */
  setPrice(text: string | null): void;
  /** Whether the dialog it opens is open (`aria-expanded`). */
  setExpanded(open: boolean): void;
}

/** How button mode's dialog was opened (`boxoffice:open`). */
export type OpenVia = HostEventMap['boxoffice:open']['via'];

/** The shape of a placeholder: one event, the event list, or one event's form only. */
export type Shape = View | 'form';

/**
 * The loading placeholder. The loader paints one of the view's shape the moment it runs
 * (src/loader/placeholder.ts) and hands it to the mode's chunk, which keeps it on screen
 * for as long as it has nothing else to show, then removes it; the app builds more of the
 * same for its later loading states, so a reload looks exactly like the first paint.
 */
export interface Placeholder {
  /** A new placeholder of `shape`, for the app to put in its own tree. */
  take(shape: Shape): HTMLElement;
  /**
   * Keeps the painted placeholder where it is, on screen, as the loading state of `view`,
   * rather than moving it into the app's tree (a moved subtree is styled and laid out again:
   * a pass that would fall between the event's answer and the tiers). The chunk's container
   * stays hidden behind it until `remove`. False when it is gone or of another view's shape:
   * then `take` one. Each keep that returned true ends with one `remove`.
   */
  keep(view: View): boolean;
  /**
   * Ends a keep: the painted placeholder goes, and the container shows, once nothing keeps
   * it (call it in the commit that replaces the loading state). The frame's chunk keeps it
   * through its framing check, and the app inside keeps it again until the event is shown.
   */
  remove(): void;
}

/** What the loader hands a mode's chunk for one mount. */
export interface MountContext {
  /** The widget's open shadow root; chunks add their own adopted sheets to it. */
  root: ShadowRoot;
  /** The element to render into (inside `root`). */
  container: HTMLElement;
  options: Options;
  /** What the widget shows, as the mount plan decided (`plan.ts`): one event, or the event list. */
  view: View;
  /**
   * The option `name` as this widget's integrator wrote it (`data-event` on a script tag,
   * `event` on `<box-office>` or for `mount()`), so console hints name what they can find.
   */
  optionName(name: OptionName): string;
  /**
   * The first-render half of the catalogue of `options.lang` (its purchase half comes with
   * the purchase chunk); absent for English (built into the app) or when its chunk failed.
   */
  messages?: CoreMessages;
  /** That catalogue's purchase half (file and sha384), from its first half (script-tag build only). */
  purchaseHalf?: PurchaseHalf;
  /** The loader's own texts in that language (English when `messages` is absent). */
  text: LoaderText;
  /** Dispatches a host event on the mount element. */
  emit: Emit;
  /**
   * Shows the notice `text` instead of everything `where` (default: the whole widget) shows:
   * one `role="alert"` line, in the language the loader's texts are in (`notice.ts`).
   */
  notice(text: string, where?: ParentNode): void;
  /** `fetch`, handing over each request the loader already started (once, same URL). */
  fetch: typeof fetch;
  /** Loads further chunks (verified). */
  chunks: ChunkSource;
  /** `bo_checkout` handed back by the payment page for this widget, or null. */
  returnCheckoutId: string | null;
  /** False when another widget of this event on the page takes the payment's return. */
  takesReturn?: boolean;
  /** URL of the loader script: `embed.html` is next to it. */
  scriptUrl: string;
  /** The loader's placeholder, and the app's loading states after it. */
  placeholder: Placeholder;
  /** Sends the buyer to the payment page; default `location.assign`. */
  navigate?: Navigate;
  /** Button mode: the button the loader painted. */
  button?: BuyButtonSlot;
  /** Called with the event each time the widget has loaded it (button mode shows its price). */
  eventLoaded?(event: EventDetail): void;
}

/** A mounted mode, as the loader drives it. Neither method throws. */
export interface Mounted {
  /** Options changed in a way that keeps the mount (promo, return URL, theme, accent). */
  update(options: Options): void;
  /** Removes everything the chunk added (listeners, timers, observers, DOM). */
  dispose(): void;
  /** Button mode: opens the dialog (`via`: who asked). */
  open?(via: OpenVia): void;
  /** Button mode: closes the dialog (`close()` of the page). */
  close?(): void;
}

/** A chunk that mounts a mode. */
export interface ModeChunk {
  mount(context: MountContext): Mounted;
}

/** The chunks that mount a mode: the ones the mount plan may name. */
export type ModeChunkName = {
  [K in ChunkName]: Chunks[K] extends ModeChunk ? K : never;
}[ChunkName];
