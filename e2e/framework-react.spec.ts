/**
 * `<box-office>` in a React 19 app (e2e/hosts/react): rendered by React, its attributes from
 * state, its host events through React's own props, removed by a route change with nothing
 * left behind.
 */
import { hostTests } from './hosts/host-tests';

hostTests('react', 'React 19');
