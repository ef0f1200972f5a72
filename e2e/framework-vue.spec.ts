/**
 * `<box-office>` in a Vue 3 app (e2e/hosts/vue): rendered from a single-file component's
 * template, its attributes from state, its host events through `@boxoffice:…` listeners,
 * removed by a route change with nothing left behind.
 */
import { hostTests } from './hosts/host-tests';

hostTests('vue', 'Vue 3');
