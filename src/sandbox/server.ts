/** `startSandbox()`: the sandbox on a real HTTP port (tests, scripts). */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createSandbox, type Sandbox } from './app.ts';
import type { SandboxOptions } from './core.ts';

/** A sandbox listening on `url`; `close()` stops the server and every timer. */
export interface RunningSandbox {
  url: string;
  sandbox: Sandbox;
  close(): Promise<void>;
}

/** Starts a sandbox on `127.0.0.1:<port>` (0: an ephemeral port). */
export function startSandbox(
  options: Partial<SandboxOptions> & { port?: number } = {},
): Promise<RunningSandbox> {
  const { port = 0, ...opts } = options;
  const sandbox = createSandbox(opts);
  return new Promise((resolve) => {
    const server = serve(
      { fetch: sandbox.app.fetch, port, hostname: '127.0.0.1' },
      (info: AddressInfo) => {
        resolve({
          url: `http://127.0.0.1:${info.port}`,
          sandbox,
          close: () =>
            new Promise<void>((done) => {
              sandbox.close();
              if ('closeAllConnections' in server) server.closeAllConnections();
              server.close(() => done());
            }),
        });
      },
    );
  });
}
