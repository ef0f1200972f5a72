// Unit tests of scripts/bench/args.mjs (`npm run test:scripts`, node's test runner): the
// command line of `npm run bench`.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parseArgs, USAGE, UsageError } from './args.mjs';

describe('parseArgs', () => {
  test('defaults to 20 pairs and no second build', () => {
    assert.deepEqual(parseArgs([]), { count: 20, against: null, help: false });
    assert.deepEqual(parseArgs(['5']), { count: 5, against: null, help: false });
  });
  test('takes --against <dir> or --against=<dir>, before or after the count', () => {
    const ab = { count: 3, against: '/tmp/dist-base', help: false };
    assert.deepEqual(parseArgs(['3', '--against', '/tmp/dist-base']), ab);
    assert.deepEqual(parseArgs(['--against', '/tmp/dist-base', '3']), ab);
    assert.deepEqual(parseArgs(['3', '--against=/tmp/dist-base']), ab);
    assert.deepEqual(parseArgs(['--against', 'base']), {
      count: 20,
      against: 'base',
      help: false,
    });
  });
  test('answers --help and -h with the usage', () => {
    assert.equal(parseArgs(['--help']).help, true);
    assert.equal(parseArgs(['3', '-h']).help, true);
  });
  for (const [argv, why] of [
    [['0'], /whole number ≥ 1 \(got "0"\)/],
    [['-2'], /whole number ≥ 1 \(got "-2"\)/],
    [['2.5'], /whole number/],
    [['abc'], /whole number/],
    [['3', '4'], /unexpected argument "4"/],
    [['--against'], /--against needs a folder/],
    [['3', '--against', '--help'], /--against needs a folder/],
    [['--against='], /--against needs a folder/],
    [['--against', 'a', '--against', 'b'], /given twice/],
    [['--pairs', '3'], /unknown option "--pairs"/],
  ]) {
    test(`refuses ${JSON.stringify(argv)} with the reason and the usage`, () => {
      assert.throws(
        () => parseArgs(argv),
        (e) => e instanceof UsageError && why.test(e.message) && e.message.endsWith(USAGE),
      );
    });
  }
});
