// Unit tests of scripts/bench/args.mjs (`npm run test:scripts`, node's test runner): the
// command line of `npm run bench`.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { MODES, parseArgs, USAGE, UsageError } from './args.mjs';

describe('parseArgs', () => {
  test('defaults to 20 pairs and no second build', () => {
    assert.deepEqual(parseArgs([]), { count: 20, against: null, mode: 'inline', help: false });
    assert.deepEqual(parseArgs(['5']), { count: 5, against: null, mode: 'inline', help: false });
  });
  test('takes --against <dir> or --against=<dir>, before or after the count', () => {
    const ab = { count: 3, against: '/tmp/dist-base', mode: 'inline', help: false };
    assert.deepEqual(parseArgs(['3', '--against', '/tmp/dist-base']), ab);
    assert.deepEqual(parseArgs(['--against', '/tmp/dist-base', '3']), ab);
    assert.deepEqual(parseArgs(['3', '--against=/tmp/dist-base']), ab);
    assert.deepEqual(parseArgs(['--against', 'base']), {
      count: 20,
      against: 'base',
      mode: 'inline',
      help: false,
    });
  });
  test('takes --mode <mode> or --mode=<mode> for each mode, anywhere on the line', () => {
    for (const mode of MODES) {
      assert.equal(parseArgs(['--mode', mode]).mode, mode);
      assert.equal(parseArgs([`--mode=${mode}`]).mode, mode);
    }
    assert.deepEqual(parseArgs(['4', '--mode', 'iframe', '--against', '/tmp/dist-start']), {
      count: 4,
      against: '/tmp/dist-start',
      mode: 'iframe',
      help: false,
    });
    assert.deepEqual(parseArgs(['--mode=button', '--against=/tmp/b', '6']), {
      count: 6,
      against: '/tmp/b',
      mode: 'button',
      help: false,
    });
  });
  test('names every mode in the usage', () => {
    assert.deepEqual(MODES, ['inline', 'iframe', 'button']);
    for (const mode of MODES) assert.match(USAGE, new RegExp(`--mode [\\w|]*\\b${mode}\\b`));
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
    [['--mode'], /--mode needs one of inline, iframe, button\.$/m],
    [['--mode='], /--mode needs one of inline, iframe, button\.$/m],
    [['--mode', '--against', 'b'], /--mode needs one of/],
    [['--mode', 'frame'], /--mode needs one of inline, iframe, button \(got "frame"\)/],
    [['--mode=Inline'], /\(got "Inline"\)/],
    [['--mode', 'inline', '--mode=button'], /--mode is given twice/],
  ]) {
    test(`refuses ${JSON.stringify(argv)} with the reason and the usage`, () => {
      assert.throws(
        () => parseArgs(argv),
        (e) => e instanceof UsageError && why.test(e.message) && e.message.endsWith(USAGE),
      );
    });
  }
});
