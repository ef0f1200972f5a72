/**
 * Where `npm start` listens: Vite's preview server with the project's vite.config.ts (over an
 * empty build), as `npm start` runs it, with and without `HOST`.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenFromEnv } from './env-options.ts';

const configFile = fileURLToPath(new URL('../../vite.config.ts', import.meta.url));
let root: string | null = null;

afterEach(() => {
  vi.unstubAllEnvs();
  if (root) rmSync(root, { recursive: true, force: true });
  root = null;
});

/** The address `npm start`'s server binds to with `env` set (on an ephemeral port). */
async function boundAddress(env: Record<string, string | undefined>): Promise<string> {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  root = mkdtempSync(join(tmpdir(), 'bo-listen-'));
  mkdirSync(join(root, 'dist'));
  const server = await preview({ configFile, root, logLevel: 'silent', preview: { port: 0 } });
  try {
    return (server.httpServer.address() as AddressInfo).address;
  } finally {
    await server.close();
  }
}

describe('npm start', () => {
  it('listens on this machine only by default', async () => {
    expect(await boundAddress({ HOST: undefined })).toBe('127.0.0.1');
  });

  it('listens on the interface HOST names (0.0.0.0: every one)', async () => {
    expect(await boundAddress({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });
});

describe('listenFromEnv', () => {
  it('reads PORT and HOST, a blank HOST as unset', () => {
    expect(listenFromEnv({})).toEqual({ port: 5173, host: '127.0.0.1' });
    expect(listenFromEnv({ PORT: '8080', HOST: ' ' })).toEqual({ port: 8080, host: '127.0.0.1' });
    expect(listenFromEnv({ HOST: '192.168.1.20' }).host).toBe('192.168.1.20');
  });
});
