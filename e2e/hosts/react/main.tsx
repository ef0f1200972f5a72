/**
 * React 19 host of e2e/framework-react.spec.ts: `<box-office>` rendered by React, its
 * `event` attribute from state, its host events received through React's own props, and an
 * in-app "route" that unmounts it. The element comes from the installed package
 * (`defineElement()` of its ES module, bundled with the app: see e2e/hosts/build.ts).
 *
 * React 19 and custom elements: a prop that is a property of the element is set as that
 * property, any other as an attribute; `on` + an event's exact name is bound with
 * `addEventListener` (`'onboxoffice:ready'`: spread, since JSX takes `a:b` for a namespaced
 * name). React keeps `key` for itself, so the publishable key goes in as `sell-key`.
 *
 * Type-checked against the built types (`dist/boxoffice.d.mts`, through the package's own
 * name) by the type test of scripts/post-build.mjs, as an integrator's code would be.
 *
 * @jsxImportSource react
 */
import { type BoxOfficeEventProps, defineElement } from 'boxoffice';
import { StrictMode, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';

const TITLES: Record<string, string> = {
  'summer-fest': 'Summer Fest 2027',
  'tokyo-jazz-night': 'Tokyo Jazz Night',
};

function Tickets({ record }: { record: (line: string) => void }) {
  const [event, setEvent] = useState('summer-fest');
  const next = event === 'summer-fest' ? 'tokyo-jazz-night' : 'summer-fest';
  const handlers: BoxOfficeEventProps = {
    'onboxoffice:ready': (e) => record(`ready ${e.detail.event.slug}`),
    'onboxoffice:basket': (e) => record(`basket ${e.detail.quantity}`),
  };
  return (
    <section aria-labelledby="tickets-title">
      <h2 id="tickets-title">Tickets</h2>
      <button type="button" onClick={() => setEvent(next)}>
        Show {TITLES[next]}
      </button>
      <box-office id="widget" event={event} sell-key="pk_test_demo" {...handlers} />
    </section>
  );
}

function App() {
  const [route, setRoute] = useState<'home' | 'tickets'>('home');
  const [log, setLog] = useState<string[]>([]);
  const record = useCallback((line: string) => setLog((lines) => [...lines, line]), []);
  return (
    <>
      <nav aria-label="Site">
        <button type="button" aria-pressed={route === 'home'} onClick={() => setRoute('home')}>
          Home
        </button>
        <button
          type="button"
          aria-pressed={route === 'tickets'}
          onClick={() => setRoute('tickets')}
        >
          Tickets
        </button>
      </nav>
      <main>
        <h1>React host</h1>
        {route === 'tickets' ? <Tickets record={record} /> : <p>Welcome.</p>}
        <h2>Events received</h2>
        <ol id="log">
          {log.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ol>
      </main>
    </>
  );
}

defineElement();
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
