/**
 * signals-lite (the bundle's @preact/signals): components re-render when a signal they read
 * changes, only those, with hooks and context intact, and stop listening once unmounted.
 * (The `lite-dom` project also runs every component test on it.)
 */
import { createContext, render } from 'preact';
import { useContext, useLayoutEffect, useState } from 'preact/hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { signal } from './signals-lite';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
let host: HTMLElement;
afterEach(() => {
  render(null, host);
  host.remove();
});
const mount = (node: preact.ComponentChild) => {
  host = document.createElement('div');
  document.body.append(host);
  render(node, host);
  return host;
};

describe('signals-lite', () => {
  it('re-renders a component when a signal it read changes, and only that component', async () => {
    const count = signal(1);
    const other = signal('a');
    const renders = { reader: 0, bystander: 0 };
    function Reader() {
      renders.reader++;
      return <p>{count.value}</p>;
    }
    function Bystander() {
      renders.bystander++;
      return <p>{other.peek()}</p>;
    }
    const el = mount(
      <>
        <Reader />
        <Bystander />
      </>,
    );
    count.value = 2;
    await flush();
    expect(el.textContent).toBe('2a');
    expect(renders).toEqual({ reader: 2, bystander: 1 });
    other.value = 'b';
    await flush();
    expect(renders).toEqual({ reader: 2, bystander: 1 });
  });

  it('tracks what the latest render read (conditional reads), with hooks and context intact', async () => {
    const Ctx = createContext('none');
    const showB = signal(false);
    const a = signal('A');
    const b = signal('B');
    let setLocal: (v: string) => void = () => {};
    function View() {
      const [local, set] = useState('x');
      setLocal = set;
      const theme = useContext(Ctx);
      return <p>{`${theme}:${local}:${showB.value ? b.value : a.value}`}</p>;
    }
    const el = mount(
      <Ctx.Provider value="dark">
        <View />
        <Ctx.Consumer>{(value: string) => <i>{`/${value}`}</i>}</Ctx.Consumer>
      </Ctx.Provider>,
    );
    expect(el.textContent).toBe('dark:x:A/dark');
    showB.value = true;
    await flush();
    expect(el.textContent).toBe('dark:x:B/dark');
    b.value = 'B2';
    await flush();
    expect(el.textContent).toBe('dark:x:B2/dark');
    setLocal('y');
    await flush();
    expect(el.textContent).toBe('dark:y:B2/dark');
  });

  it('keeps a component mounted when it re-rendered itself and then its parent re-renders', async () => {
    const outer = signal(0);
    const inner = signal(0);
    let mounts = 0;
    function Box() {
      useLayoutEffect(() => {
        mounts++;
      }, []);
      return <p>{inner.value}</p>;
    }
    function Parent() {
      return (
        <div data-outer={outer.value}>
          <Box />
        </div>
      );
    }
    const el = mount(<Parent />);
    inner.value = 1; // Box alone
    await flush();
    outer.value = 1; // then its parent
    await flush();
    expect(el.textContent).toBe('1');
    expect(el.querySelector('div')?.dataset.outer).toBe('1');
    expect(mounts).toBe(1);
  });

  it('stops listening when the component unmounts', async () => {
    let watching = 0;
    const count = signal(0, { watched: () => watching++, unwatched: () => watching-- });
    function Reader() {
      return <p>{count.value}</p>;
    }
    const shown = signal(true);
    const tick = signal(0);
    function Parent() {
      return shown.value ? (
        <div data-tick={tick.value}>
          <Reader />
        </div>
      ) : null;
    }
    mount(<Parent />);
    expect(watching).toBe(1);
    // The parent re-renders it first: what the earlier render read stops listening too.
    tick.value = 1;
    await flush();
    expect(watching).toBe(1);
    shown.value = false;
    await flush();
    expect(watching).toBe(0);
  });
});
