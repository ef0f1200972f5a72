// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readPrefillMessage } from './prefill-message';

const PARENT = 'https://fest.example';
/** A message as the frame receives it (in a test, the window is its own parent). */
const from = (data: unknown, origin = PARENT, source: MessageEventSource | null = window.parent) =>
  readPrefillMessage(new MessageEvent('message', { data, origin, source }), PARENT);
const prefill = (fields: Record<string, unknown>) => ({ v: 1, type: 'prefill', prefill: fields });

describe('readPrefillMessage', () => {
  it('reads the details and the answers as the Map the parent sent', () => {
    const answers = new Map([['diet', 'vegan']]);
    expect(from(prefill({ name: 'Ada', email: 'ada@example.com', answers }))).toEqual(
      prefill({ name: 'Ada', email: 'ada@example.com', answers }),
    );
    expect(from(prefill({}))).toEqual(prefill({}));
  });

  it('reads only the confirmed parent, in version 1 of the envelope', () => {
    expect(from(prefill({ name: 'Ada' }), 'https://evil.example')).toBeNull();
    expect(from(prefill({ name: 'Ada' }), PARENT, null)).toBeNull();
    expect(from({ ...prefill({ name: 'Ada' }), v: 2 })).toBeNull();
    expect(from({ ...prefill({ name: 'Ada' }), type: 'resized' })).toBeNull();
  });

  it('keeps every field bounded: 500 for a detail or an answer, 2000 for an id, 200 answers', () => {
    const text = (n: number) => 'x'.repeat(n);
    const answers = (n: number, id = 'q', value = 'a') =>
      new Map(Array.from({ length: n }, (_, i) => [`${id}${i}`, value]));
    for (const field of ['name', 'email', 'phone']) {
      expect(from(prefill({ [field]: text(500) })), field).not.toBeNull();
      expect(from(prefill({ [field]: text(501) })), field).toBeNull();
      expect(from(prefill({ [field]: 42 })), field).toBeNull();
    }
    expect(from(prefill({ answers: answers(200) }))).not.toBeNull();
    expect(from(prefill({ answers: answers(201) }))).toBeNull();
    expect(from(prefill({ answers: answers(1, text(1999)) }))).not.toBeNull();
    expect(from(prefill({ answers: answers(1, text(2000)) }))).toBeNull();
    expect(from(prefill({ answers: answers(1, 'q', text(500)) }))).not.toBeNull();
    expect(from(prefill({ answers: answers(1, 'q', text(501)) }))).toBeNull();
  });

  it('takes answers as a Map only, and lets no undeclared field through', () => {
    expect(from(prefill({ answers: [{ id: 'diet', value: 'vegan' }] }))).toBeNull();
    expect(from(prefill({ answers: { diet: 'vegan' } }))).toBeNull();
    expect(from(prefill({ answers: new Set([['diet', 'vegan']]) }))).toBeNull();
    expect(from(prefill({ answers: new Map([[1, 'vegan']]) }))).toBeNull();
    expect(from(prefill({ name: 'Ada', items: 'ga:1', token: 'secret' }))).toEqual(
      prefill({ name: 'Ada' }),
    );
  });
});
