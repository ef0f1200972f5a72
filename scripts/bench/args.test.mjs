// Unit tests of scripts/bench/args.mjs (`npm run test:scripts`, node's test runner): the
// command line of `npm run bench`.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DEFAULT_CPU, MODES, parseArgs, USAGE, UsageError, VIEWS } from './args.mjs';

/** What parseArgs returns with nothing but `over` given. */
const plain = (over = {}) => ({
  count: 20,
  against: null,
  mode: 'inline',
  view: 'event',
  lang: null,
  cpu: 4,
  profile: false,
  help: false,
  ...over,
});

describe('parseArgs', () => {
  test('defaults to 20 pairs and no second build', () => {
    assert.deepEqual(parseArgs([]), plain());
    assert.deepEqual(parseArgs(['5']), plain({ count: 5 }));
  });
  test('takes --against <dir> or --against=<dir>, before or after the count', () => {
    const ab = plain({ count: 3, against: '/tmp/dist-base' });
    assert.deepEqual(parseArgs(['3', '--against', '/tmp/dist-base']), ab);
    assert.deepEqual(parseArgs(['--against', '/tmp/dist-base', '3']), ab);
    assert.deepEqual(parseArgs(['3', '--against=/tmp/dist-base']), ab);
    assert.deepEqual(parseArgs(['--against', 'base']), plain({ against: 'base' }));
  });
  test('takes --lang <tag> or --lang=<tag>, and refuses what is no language tag', () => {
    assert.deepEqual(parseArgs(['--lang', 'de']), plain({ lang: 'de' }));
    assert.deepEqual(parseArgs(['3', '--lang=zh-Hant']), plain({ count: 3, lang: 'zh-Hant' }));
    for (const bad of [
      ['--lang'],
      ['--lang', '--cpu'],
      ['--lang=de_DE'],
      ['--lang', 'de', '--lang', 'ar'],
    ])
      assert.throws(() => parseArgs(bad), UsageError);
  });
  test('takes --mode <mode> or --mode=<mode> for each mode, anywhere on the line', () => {
    for (const mode of MODES) {
      assert.equal(parseArgs(['--mode', mode]).mode, mode);
      assert.equal(parseArgs([`--mode=${mode}`]).mode, mode);
    }
    assert.deepEqual(
      parseArgs(['4', '--mode', 'iframe', '--against', '/tmp/dist-start']),
      plain({ count: 4, against: '/tmp/dist-start', mode: 'iframe' }),
    );
    assert.deepEqual(
      parseArgs(['--mode=button', '--against=/tmp/b', '6']),
      plain({ count: 6, against: '/tmp/b', mode: 'button' }),
    );
  });
  test('names every mode in the usage', () => {
    assert.deepEqual(MODES, ['inline', 'iframe', 'button']);
    for (const mode of MODES) assert.match(USAGE, new RegExp(`--mode [\\w|]*\\b${mode}\\b`));
  });
  test('takes --view <view> or --view=<view>, event by default', () => {
    assert.deepEqual(VIEWS, ['event', 'list']);
    assert.equal(parseArgs([]).view, 'event');
    assert.equal(parseArgs(['--help']).view, 'event');
    assert.deepEqual(parseArgs(['--view', 'list']), plain({ view: 'list' }));
    assert.deepEqual(parseArgs(['--view=event']), plain({ view: 'event' }));
    assert.deepEqual(
      parseArgs(['2', '--view', 'list', '--against', '/tmp/b', '--lang=de']),
      plain({ count: 2, view: 'list', against: '/tmp/b', lang: 'de' }),
    );
    assert.deepEqual(
      parseArgs(['--mode=iframe', '--view=list', '3']),
      plain({ count: 3, view: 'list', mode: 'iframe' }),
    );
    assert.deepEqual(
      parseArgs(['--view', 'list', '--profile']),
      plain({ count: 3, view: 'list', profile: true }),
    );
    assert.match(USAGE, /--view event\|list/);
    assert.match(USAGE, /T_list/);
  });
  test('takes --cpu <rate> or --cpu=<rate>, 4 by default, fractions too', () => {
    assert.equal(DEFAULT_CPU, 4);
    assert.equal(parseArgs([]).cpu, 4);
    assert.equal(parseArgs(['--cpu', '6']).cpu, 6);
    assert.equal(parseArgs(['--cpu=6']).cpu, 6);
    assert.equal(parseArgs(['--cpu', '1']).cpu, 1);
    assert.equal(parseArgs(['--cpu', '2.5']).cpu, 2.5);
    assert.deepEqual(
      parseArgs(['3', '--cpu', '6', '--against', '/tmp/b']),
      plain({ count: 3, cpu: 6, against: '/tmp/b' }),
    );
    assert.match(USAGE, /--cpu <rate>/);
  });
  test('takes --profile, with 3 loads unless a count is given', () => {
    assert.deepEqual(parseArgs(['--profile']), plain({ count: 3, profile: true }));
    assert.deepEqual(parseArgs(['5', '--profile']), plain({ count: 5, profile: true }));
    assert.deepEqual(
      parseArgs(['--profile', '--cpu=6', '--mode', 'iframe']),
      plain({ count: 3, profile: true, cpu: 6, mode: 'iframe' }),
    );
    assert.match(USAGE, /--profile/);
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
    [['--cpu'], /--cpu needs a slowdown ≥ 1, e\.g\. --cpu 6\.$/m],
    [['--cpu='], /--cpu needs a slowdown/],
    [['--cpu', '0.5'], /--cpu needs a slowdown ≥ 1, e\.g\. --cpu 6 \(got "0\.5"\)/],
    [['--cpu', '0'], /\(got "0"\)/],
    [['--cpu', 'fast'], /\(got "fast"\)/],
    [['--cpu', '1e3'], /\(got "1e3"\)/],
    [['--cpu', '-4'], /--cpu needs a slowdown/],
    [['--cpu', '4', '--cpu=6'], /--cpu is given twice/],
    [['--profile', '--profile'], /--profile is given twice/],
    [['--profile', '--against', 'b'], /either --profile or --against/],
    [['--profile', '0'], /whole number ≥ 1 \(got "0"\)/],
    [['--view'], /--view needs one of event, list\.$/m],
    [['--view='], /--view needs one of event, list\.$/m],
    [['--view', '--mode', 'inline'], /--view needs one of/],
    [['--view', 'lists'], /--view needs one of event, list \(got "lists"\)/],
    [['--view=List'], /\(got "List"\)/],
    [['--view', 'list', '--view=event'], /--view is given twice/],
    [['--view', 'list', '--mode', 'button'], /--view list does not go with --mode button/],
    [['--mode=button', '2', '--view=list'], /--view list does not go with --mode button/],
  ]) {
    test(`refuses ${JSON.stringify(argv)} with the reason and the usage`, () => {
      assert.throws(
        () => parseArgs(argv),
        (e) => e instanceof UsageError && why.test(e.message) && e.message.endsWith(USAGE),
      );
    });
  }
});
