// The command line of `npm run bench`: `[pairs=20] [--against <dist folder>] [--mode <mode>]`.

/** The embedding modes the bench can load, the first the default. */
export const MODES = ['inline', 'iframe', 'button'];

export const USAGE = `usage: node scripts/bench.mjs [pairs=20] [--against <dist folder>] [--mode inline|iframe|button]
       npm run bench -- [pairs=20] [--against <dist folder>] [--mode inline|iframe|button]
  pairs              how many measured pairs (with --against: rounds), a whole number ≥ 1
  --against <dir>    also load the build in <dir> (a built dist/ folder) in every round and
                     compare dist/ (or BENCH_DIST) = A against it = B, paired per round
  --mode <mode>      the widget page's data-mode (default inline): iframe times the tiers
                     inside our frame, button times the buy button showing its price`;

/** A command line the bench cannot run; its message ends with USAGE. */
export class UsageError extends Error {}

/**
 * `[pairs] [--against <dir>] [--mode <mode>]` in any order (`--against=<dir>` and
 * `--mode=<mode>` too); `--help` or `-h` asks for the usage. Throws a UsageError for anything
 * else.
 * @param {string[]} argv the arguments after the script's path
 * @returns {{ count: number, against: string | null, mode: string, help: boolean }}
 */
export function parseArgs(argv) {
  const usage = (why) => {
    throw new UsageError(`${why}\n${USAGE}`);
  };
  let count = null;
  let against = null;
  let mode = null;
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
      return { count: 20, against: null, mode: MODES[0], help: true };
    if (is(arg, '--against')) {
      if (against !== null) usage('--against is given twice.');
      against = optionValue('--against');
      if (against === null) usage('--against needs a folder: --against <dist folder>.');
    } else if (is(arg, '--mode')) {
      if (mode !== null) usage('--mode is given twice.');
      mode = optionValue('--mode');
      if (mode === null || !MODES.includes(mode))
        usage(`--mode needs one of ${MODES.join(', ')}${mode === null ? '' : ` (got "${mode}")`}.`);
    } else if (arg.startsWith('-') && !/^-\d/.test(arg)) {
      usage(`unknown option "${arg}".`);
    } else if (count !== null) {
      usage(`unexpected argument "${arg}" (the count is already "${count}").`);
    } else {
      count = arg;
    }
  }
  const n = Number(count ?? 20);
  if (count === '' || !Number.isInteger(n) || n < 1)
    usage(`the count must be a whole number ≥ 1 (got "${count}").`);
  return { count: n, against, mode: mode ?? MODES[0], help: false };
}
