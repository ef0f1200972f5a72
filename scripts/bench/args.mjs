// The command line of `npm run bench`:
// `[count] [--against <dist folder>] [--mode <mode>] [--view <view>] [--lang <tag>] [--cpu <rate>]
// [--profile]`.

/** The embedding modes the bench can load, the first the default. */
export const MODES = ['inline', 'iframe', 'button'];
/**
 * What the widget pages show, the first the default: one event (the tag's `data-event`, its
 * tiers timed) or the event list (no `data-event`, the first page of cards timed).
 */
export const VIEWS = ['event', 'list'];
/** The CPU slowdown (CDP Emulation.setCPUThrottlingRate) unless --cpu says otherwise. */
export const DEFAULT_CPU = 4;
/** How many pairs (rounds with --against) unless the count says; with --profile, loads. */
export const DEFAULT_COUNT = 20;
export const DEFAULT_PROFILE_COUNT = 3;

const LINE =
  '[count] [--against <dist folder>] [--mode inline|iframe|button] [--view event|list] [--lang <tag>] [--cpu <rate>] [--profile]';

export const USAGE = `usage: node scripts/bench.mjs ${LINE}
       npm run bench -- ${LINE}
  count              how many measured pairs (default ${DEFAULT_COUNT}; with --against: rounds; with
                     --profile: profiled loads of each page, default ${DEFAULT_PROFILE_COUNT}), a whole number ≥ 1
  --against <dir>    also load the build in <dir> (a built dist/ folder) in every round and
                     compare dist/ (or BENCH_DIST) = A against it = B, paired per round
  --mode <mode>      the widget page's data-mode (default inline): iframe times the tiers
                     inside our frame, button times the buy button showing its price
  --view <view>      what the widget pages show (default event: summer-fest's tiers, T_tiers);
                     list: no data-event, the event list, timed until every card of its first
                     page is painted (T_list), against a floor page that lists the same
                     events; no clicks. Not with --mode button (the list is behind the button)
  --lang <tag>       the widget pages' data-lang (default none: English), e.g. de or ar; the
                     floor page stays as it is
  --cpu <rate>       how many times slower the CPU runs (default ${DEFAULT_CPU}; e.g. 6 for a slower
                     phone), a number ≥ 1
  --profile          instead of the timed loads, profile cold loads of the widget page and
                     of the floor page: main-thread milliseconds by phase (a markdown table)`;

/** A command line the bench cannot run; its message ends with USAGE. */
export class UsageError extends Error {}

/**
 * `[count] [--against <dir>] [--mode <mode>] [--view <view>] [--lang <tag>] [--cpu <rate>]
 * [--profile]` in any order (`--against=<dir>`, `--mode=<mode>`, `--view=<view>`, `--lang=<tag>`,
 * `--cpu=<rate>` too); `--help` or `-h` asks for the usage. Throws a UsageError for anything
 * else, and for `--view list` with `--mode button`.
 * @param {string[]} argv the arguments after the script's path
 * @returns {{ count: number, against: string | null, mode: string, view: string,
 *   lang: string | null, cpu: number, profile: boolean, help: boolean }}
 */
export function parseArgs(argv) {
  const usage = (why) => {
    throw new UsageError(`${why}\n${USAGE}`);
  };
  let count = null;
  let against = null;
  let mode = null;
  let view = null;
  let lang = null;
  let cpu = null;
  let profile = false;
  let i = 0;
  /** The value of `--name <value>` or `--name=<value>` at argv[i] (null if none), moving i past it. */
  const optionValue = (name) => {
    const arg = argv[i];
    const value = arg === name ? argv[++i] : arg.slice(name.length + 1);
    return !value || value.startsWith('-') ? null : value;
  };
  const is = (arg, name) => arg === name || arg.startsWith(`${name}=`);
  for (; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h')
      return {
        count: DEFAULT_COUNT,
        against: null,
        mode: MODES[0],
        view: VIEWS[0],
        lang: null,
        cpu: DEFAULT_CPU,
        profile: false,
        help: true,
      };
    if (is(arg, '--against')) {
      if (against !== null) usage('--against is given twice.');
      against = optionValue('--against');
      if (against === null) usage('--against needs a folder: --against <dist folder>.');
    } else if (is(arg, '--mode')) {
      if (mode !== null) usage('--mode is given twice.');
      mode = optionValue('--mode');
      if (mode === null || !MODES.includes(mode))
        usage(`--mode needs one of ${MODES.join(', ')}${mode === null ? '' : ` (got "${mode}")`}.`);
    } else if (is(arg, '--view')) {
      if (view !== null) usage('--view is given twice.');
      view = optionValue('--view');
      if (view === null || !VIEWS.includes(view))
        usage(`--view needs one of ${VIEWS.join(', ')}${view === null ? '' : ` (got "${view}")`}.`);
    } else if (is(arg, '--lang')) {
      if (lang !== null) usage('--lang is given twice.');
      lang = optionValue('--lang');
      if (lang === null || !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang))
        usage(
          `--lang needs a language tag, e.g. --lang de${lang === null ? '' : ` (got "${lang}")`}.`,
        );
    } else if (is(arg, '--cpu')) {
      if (cpu !== null) usage('--cpu is given twice.');
      const value = optionValue('--cpu');
      cpu = Number(value);
      if (value === null || !/^\d+(\.\d+)?$/.test(value) || !(cpu >= 1))
        usage(
          `--cpu needs a slowdown ≥ 1, e.g. --cpu 6${value === null ? '' : ` (got "${value}")`}.`,
        );
    } else if (arg === '--profile') {
      if (profile) usage('--profile is given twice.');
      profile = true;
    } else if (arg.startsWith('-') && !/^-\d/.test(arg)) {
      usage(`unknown option "${arg}".`);
    } else if (count !== null) {
      usage(`unexpected argument "${arg}" (the count is already "${count}").`);
    } else {
      count = arg;
    }
  }
  if (profile && against !== null)
    usage('--profile profiles one build: give either --profile or --against.');
  if (view === 'list' && mode === 'button')
    usage(
      '--view list does not go with --mode button: a button-mode widget shows no list until the buyer presses it (use --mode inline or iframe).',
    );
  const n = Number(count ?? (profile ? DEFAULT_PROFILE_COUNT : DEFAULT_COUNT));
  if (count === '' || !Number.isInteger(n) || n < 1)
    usage(`the count must be a whole number ≥ 1 (got "${count}").`);
  return {
    count: n,
    against,
    mode: mode ?? MODES[0],
    view: view ?? VIEWS[0],
    lang,
    cpu: cpu ?? DEFAULT_CPU,
    profile,
    help: false,
  };
}
