import type { Plugin } from 'vite';

/** Placeholder until the sandbox lands: mounts nothing. */
export function sandboxPlugin(): Plugin {
  return { name: 'boxoffice-sandbox' };
}
