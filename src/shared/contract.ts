/**
 * The contract between the loader (`dist/boxoffice.js`) and the chunks it imports: the
 * loader owns the shadow root, the options and the requests it started; a mode's chunk
 * (`app`, `list`, `button`, `frame-parent`, `frame-child`) exports `mount(context)` and
 * returns a `Mounted`. Types only: nothing here ships in either half.
 */
import type { PurchaseHalf } from './chunk-table';
import type { Emit, HostEventMap } from './host-events';
import type { LoaderText } from './loader-text';
import type { OptionName, Options } from './options';

/**
 * Every chunk's module, by chunk name. The registry of chunks (`src/registry.ts`) declares
 * them all (it adds its members to this interface), and TypeScript checks there that each
 * module is what the loader and the chunks that load it expect (`ModeChunk`, …).
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by src/registry.ts (declaration merging)
export interface ChunkModules {}

/** The name of one chunk. */
export type ChunkName = keyof ChunkModules & string;

/** Loads chunks by name. The loader's implementation checks each file against its sha384. */
export interface ChunkSource {
  /**
   * The chunk's module, once every file it needs has loaded (rejects instead of running
   * unchecked code). `half` is a file the loader's table does not list: a catalogue's
   * purchase half, whose file and sha384 its first half carries. The ES module build, whose
   * chunks are its bundler's business, ignores it.
   */
  load<K extends ChunkName>(name: K, half?: PurchaseHalf): Promise<ChunkModules[K]>;
  /** Languages with a catalogue: `en` (built in) and one chunk each. */
  readonly languages: readonly string[];
  /**
   * Where a language's file is asked for only once a list named it (the loader's: the
   * catalogues' list), that list once asked for: it settles after the file was asked for.
   */
  listing?(): Promise<unknown> | undefined;
}

/** What a widget shows: one event, or (without an `event` option) the key's events. */
export type View = 'event' | 'list';

/** The shape of a placeholder: one event, the event list, or one event's form only. */
export type Shape = View | 'form';

/**
 * What opens button mode's dialog, for the `button` chunk to take over: the button the loader
 * painted, or the page's own elements (`trigger` option, the `trigger` chunk).
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

/** What the loader does when the buyer uses a trigger of the page (the `trigger` chunk). */
export interface TriggerHooks {
  /** The buyer is about to use a trigger (pointer over it, focus): load the dialog's code. */
  interest(): void;
  /** The buyer activated a trigger: open the dialog. */
  activate(): void;
}

/** The page's triggers, as button mode drives them. */
export interface Triggers {
  /** Where focus returns when the dialog closes: the last trigger used, else the first on the page. */
  opener(): HTMLElement | null;
  /** Sets `aria-expanded` on every trigger (and on each one found later). */
  setExpanded(open: boolean): void;
}

/** The `trigger` chunk, as the loader uses it. */
export interface TriggerChunk {
  /** Binds every element matching `selector`, now and as the document changes, until `signal` aborts. */
  watch(selector: string, signal: AbortSignal, hooks: TriggerHooks): Triggers;
}

/** The `analytics` chunk, as the loader uses it. */
export interface AnalyticsChunk {
  /** Starts pushing the host events that reach `target`; returns the function that stops it. */
  track(target: EventTarget): () => void;
}

/** How button mode's dialog was opened (`boxoffice:open`). */
export type OpenVia = HostEventMap['boxoffice:open']['via'];

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
   * Returns the placeholder's height when this call removed it (the app holds the widget
   * at least that tall: `holdHeight`), else 0.
   */
  remove(): number;
}

/**
 * What the loader hands a mode's chunk for one mount. `Text` is the type of the catalogue
 * the chunk renders with: the loader knows only its own part of it (`LoaderText`); the
 * registry checks that every catalogue chunk holds the whole (`src/registry.ts`).
 */
export interface MountContext<Text extends LoaderText = LoaderText> {
  /** The widget's open shadow root; chunks add their own adopted sheets to it. */
  root: ShadowRoot;
  /** The element to render into (inside `root`). */
  container: HTMLElement;
  options: Options;
  /** What the widget shows, as the mount plan decided (`src/loader/plan.ts`). */
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
  messages?: Text;
  /** That catalogue's purchase half (file and sha384), from its first half (script-tag build only). */
  purchaseHalf?: PurchaseHalf;
  /** The loader's own texts in that language (English when `messages` is absent). */
  text: LoaderText;
  /** Dispatches a host event on the mount element. */
  emit: Emit;
  /**
   * Shows the notice `text` instead of everything `where` (default: the whole widget) shows:
   * one `role="alert"` line in the language the loader's texts are in, with the buyer's way
   * out (`fallbackUrl`, else the event's `checkoutUrl`) when there is one.
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
  /**
   * Whether a hosted frame is told option `name` in its query: every option but the host
   * page's own and the buyer's personal data (the `host` and `personal` policies of
   * `OPTIONS`, `src/loader/options.ts`).
   */
  told(name: string): boolean;
  /** The loader's placeholder, and the app's loading states after it. */
  placeholder: Placeholder;
  /** Button mode: the button the loader painted. */
  button?: BuyButtonSlot;
}

/** A mounted mode, as the loader drives it. Neither method throws. */
export interface Mounted {
  /** Options changed in a way that keeps the mount (`OPTIONS` rows without `restart`). */
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
  [K in ChunkName]: ChunkModules[K] extends ModeChunk ? K : never;
}[ChunkName];

/** A language's first-render half (`src/i18n/de.ts`): its texts and its purchase half's file. */
export interface CatalogueChunk<Text extends LoaderText = LoaderText> {
  messages: Text;
  purchase: PurchaseHalf | undefined;
}
