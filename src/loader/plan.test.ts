import { describe, expect, it } from 'vitest';
import { codeSpans, readPage, tableStartingWith } from '../../scripts/docs-markdown.ts';
import { CHUNKS } from '../registry';
import { OPTIONS } from './options';
import { type MountPlan, PLANS, type Placement, planMount } from './plan';

const EVENT = '/events/summer-fest';
const LIST = '/events?limit=10';
const ORIGINS = '/config/frame-origins';

/**
 * The plans as specified, written out by hand: for each mode and placement, with an event
 * and without, what the mount needs. The hosted frame's plan is the same whatever mode
 * framed it; the host page's is the same from every placement.
 */
const SPECIFIED: [Placement, string, string | undefined, MountPlan][] = [
  [
    'script',
    'inline',
    'summer-fest',
    {
      chunk: 'app',
      view: 'event',
      paint: 'placeholder',
      requests: [EVENT, '/config'],
      warmIntl: true,
    },
  ],
  [
    'element',
    'inline',
    undefined,
    {
      chunk: 'list',
      view: 'list',
      paint: 'placeholder',
      requests: [LIST, '/config'],
      warmIntl: true,
    },
  ],
  [
    'mount',
    'button',
    'summer-fest',
    {
      chunk: 'button',
      view: 'event',
      paint: 'button',
      requests: [EVENT, '/config'],
      warmIntl: false,
    },
  ],
  [
    'script',
    'button',
    undefined,
    {
      chunk: 'button',
      view: 'list',
      paint: 'button',
      requests: [LIST, '/config'],
      warmIntl: false,
    },
  ],
  [
    'element',
    'iframe',
    'summer-fest',
    { chunk: 'frame-parent', view: 'event', paint: 'placeholder', requests: [], warmIntl: false },
  ],
  [
    'mount',
    'iframe',
    undefined,
    { chunk: 'frame-parent', view: 'list', paint: 'placeholder', requests: [], warmIntl: false },
  ],
  [
    'frame',
    'inline',
    'summer-fest',
    {
      chunk: 'frame-child',
      view: 'event',
      paint: 'placeholder',
      requests: [EVENT, '/config', ORIGINS],
      warmIntl: true,
    },
  ],
  [
    'frame',
    'iframe',
    undefined,
    {
      chunk: 'frame-child',
      view: 'list',
      paint: 'placeholder',
      requests: [LIST, '/config', ORIGINS],
      warmIntl: true,
    },
  ],
];

/** The modes with a row (`PLANS`' type gives every value of `Mode` one). */
const modes = () => Object.keys(PLANS).filter((name) => name !== 'frame') as 'inline'[];

describe('the mount plan', () => {
  it.each(SPECIFIED)('%s, mode %s, event %s', (placement, mode, event, plan) => {
    expect(planMount({ mode: mode as 'inline', event }, placement)).toEqual(plan);
  });

  it('has a row for each mode the options accept, and one for the hosted frame, whatever mode framed it', () => {
    for (const mode of modes()) expect(OPTIONS.mode.check(mode), mode).toBe(true);
    expect(OPTIONS.mode.check('frame')).toBe(false);
    for (const mode of modes()) {
      for (const event of ['summer-fest', undefined]) {
        expect(planMount({ mode, event }, 'frame')).toEqual(
          planMount({ mode: 'inline', event }, 'frame'),
        );
        for (const placement of ['element', 'mount'] as const) {
          expect(planMount({ mode, event }, placement)).toEqual(
            planMount({ mode, event }, 'script'),
          );
        }
      }
    }
  });

  it('names chunks that mount a mode, one per view', async () => {
    for (const [name, row] of Object.entries(PLANS)) {
      for (const chunk of typeof row[0] === 'string' ? [row[0]] : Object.values(row[0])) {
        const module: object = await CHUNKS[chunk]();
        expect('mount' in module && typeof module.mount, `${name}: ${chunk}`).toBe('function');
      }
    }
  });

  it('decides the view from the event option alone', () => {
    for (const [placement, mode, event] of SPECIFIED) {
      expect(planMount({ mode: mode as 'inline', event }, placement).view).toBe(
        event ? 'event' : 'list',
      );
    }
  });
});

describe('docs/architecture.md, the mount plan', () => {
  it('is the table of PLANS', () => {
    const documented = tableStartingWith(readPage('architecture.md'), 'Row').rows.map(
      ([row = '', chunk = '', paint = '', requests = '', warm = '']) => [
        codeSpans(row)[0],
        codeSpans(chunk),
        codeSpans(paint)[0],
        codeSpans(requests),
        warm.trim() === 'yes',
      ],
    );
    expect(documented).toEqual(
      Object.entries(PLANS).map(([name, [chunk, paint, requests, warmIntl]]) => [
        name,
        typeof chunk === 'string' ? [chunk] : [chunk.event, chunk.list],
        paint,
        requests,
        warmIntl,
      ]),
    );
  });
});
