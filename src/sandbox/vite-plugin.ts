/**
 * `sandboxPlugin()`: mounts the sandbox API and the demo pages into Vite's dev server
 * and preview server (`npm start`), so one process serves both. Vite's own CORS
 * middleware is switched off because the sandbox answers CORS exactly as the API does (docs/security.md).
 * Options come from `SANDBOX_*` environment variables (see env-options.ts).
 */
import { resolve } from 'node:path';
import type { Plugin, PreviewServer, ViteDevServer } from 'vite';
import { createSandbox } from './app.ts';
import { optionsFromEnv } from './env-options.ts';
import { sandboxMiddleware } from './middleware.ts';

function mount(server: ViteDevServer | PreviewServer, serveDist: boolean): void {
  const sandbox = createSandbox(optionsFromEnv(process.env));
  const root = server.config.root;
  server.middlewares.use(
    sandboxMiddleware({
      sandbox,
      publicDir: resolve(root, 'public'),
      distDir: resolve(root, server.config.build.outDir),
      serveDist,
    }),
  );
  server.httpServer?.once('close', () => sandbox.close());
}

/** The Vite plugin that serves the sandbox API, sandbox pages and demo pages. */
export function sandboxPlugin(): Plugin {
  return {
    name: 'boxoffice-sandbox',
    config: () => ({ server: { cors: false }, preview: { cors: false } }),
    configureServer(server) {
      mount(server, true);
    },
    configurePreviewServer(server) {
      mount(server, false);
    },
  };
}
