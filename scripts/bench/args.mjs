// The command line of `npm run bench`: `[pairs=20] [--against <dist folder>]`.

export const USAGE = `usage: node scripts/bench.mjs [pairs=20] [--against <dist folder>]
       npm run bench -- [pairs=20] [--against <dist folder>]
  pairs              how many measured pairs (with --against: rounds), a whole number ≥ 1
  --against <dir>    also load the build in <dir> (a built dist/ folder) in every round and
                     compare dist/ (or BENCH_DIST) = A against it = B, paired per round`;

/** A command line the bench cannot run; its message ends with USAGE. */
export class UsageError extends Error {}

/**
 * `[pairs] [--against <dir>]` in any order (`--against=<dir>` too); `--help` or `-h` asks
 * for the usage. Throws a UsageError for anything else.
 * @param {string[]} argv the arguments after the script's path
 * @returns {{ count: number, against: string | null, help: boolean }}
 */
export function parseArgs(argv) {
  const usage = (why) => {
    throw new UsageError(`${why}\n${USAGE}`);
  };
  let count = null;
  let against = null;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--help' || arg === '-h') return { count: 20, against: null, help: true };
    if (arg === '--against' || arg.startsWith('--against=')) {
      if (against !== null) usage('--against is given twice.');
      const dir = arg === '--against' ? argv[++i] : arg.slice('--against='.length);
      if (!dir || dir.startsWith('-')) usage('--against needs a folder: --against <dist folder>.');
      against = dir;
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
  return { count: n, against, help: false };
}
