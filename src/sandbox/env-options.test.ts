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
import { listenFromEnv, optionsFromEnv } from './env-options.ts';

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

describe('SANDBOX_TODAY', () => {
  it('starts the catalogue’s clock at a date, or runs it on the real clock for `now`', () => {
    const at = optionsFromEnv({ SANDBOX_TODAY: '2027-02-13T20:00Z' }).catalogueNow?.() ?? 0;
    expect(Math.abs(at - Date.UTC(2027, 1, 13, 20, 0))).toBeLessThan(1000);
    const real = optionsFromEnv({ SANDBOX_TODAY: ' now ' }).catalogueNow?.() ?? 0;
    expect(Math.abs(real - Date.now())).toBeLessThan(1000);
    // Unset or not a date: the catalogue's own day (createSandbox's default).
    expect(optionsFromEnv({ SANDBOX_TODAY: 'next tuesday' }).catalogueNow).toBeUndefined();
    expect(optionsFromEnv({}).catalogueNow).toBeUndefined();
  });
});
