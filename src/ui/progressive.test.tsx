import { act, render } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memo } from './memo';
import { useProgressive } from './progressive';

afterEach(() => vi.useRealTimers());

/** A list of `total` items, `first` of them at once. */
function List({ total, first }: { total: number; first: number }) {
  const shown = useProgressive(total, first);
  return (
    <ul>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );
}

/** One frame, then the task after it: what the list waits for between batches. */
const nextBatch = () =>
  act(() => {
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
  });

describe('useProgressive', () => {
  it('renders a short list whole at once', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { container } = render(<List total={5} first={12} />);
    expect(container.querySelectorAll('li')).toHaveLength(5);
  });

  it('renders a long one in batches, each after the last was painted, up to the whole', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const { container } = render(<List total={30} first={12} />);
    const count = () => container.querySelectorAll('li').length;
    expect(count()).toBe(12);
    // Nothing more in this task: the next batch waits for a frame.
    await act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(count()).toBe(12);
    await nextBatch();
    expect(count()).toBe(24);
    await nextBatch();
    expect(count()).toBe(30);
    await nextBatch();
    expect(count()).toBe(30);
  });
});

describe('memo', () => {
  it('renders a row again only when one of its props changed', () => {
    const renders: string[] = [];
    const Row = memo(({ id, value }: { id: string; value: number }) => {
      renders.push(id);
      return <p>{value}</p>;
    });
    let bump: (id: string) => void = () => {};
    function Rows() {
      const [values, setValues] = useState(
        new Map([
          ['a', 0],
          ['b', 0],
        ]),
      );
      bump = (id) => setValues((now) => new Map(now).set(id, (now.get(id) ?? 0) + 1));
      return (
        <>
          {[...values].map(([id, value]) => (
            <Row key={id} id={id} value={value} />
          ))}
        </>
      );
    }
    const { container } = render(<Rows />);
    expect(renders).toEqual(['a', 'b']);
    act(() => bump('b'));
    expect(renders).toEqual(['a', 'b', 'b']);
    expect(container.textContent).toBe('01');
  });
});
