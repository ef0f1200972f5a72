/**
 * Static files for the dev/preview servers: the demo pages in `public/` and, where the
 * server does not already do it, `dist/`. Paths are confined to their folder.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.ts': 'text/plain; charset=utf-8',
};

/** The Content-Type of a file name. */
export function contentType(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file under `dir` that URL path `urlPath` names (`/` and `/x/` → `index.html`),
 * or `null` when it does not exist or would escape `dir`.
 */
export function fileIn(dir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const rel = normalize(decoded.endsWith('/') ? `${decoded}index.html` : decoded);
  const file = join(dir, rel);
  if (file !== dir && !file.startsWith(dir.endsWith(sep) ? dir : dir + sep)) return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/** Streams `file` with its content type and extra headers (HEAD: headers only). */
export function sendFile(
  res: ServerResponse,
  file: string,
  method: string | undefined,
  headers: Record<string, string> = {},
): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', contentType(file));
  res.setHeader('Content-Length', statSync(file).size);
  res.setHeader('Cache-Control', 'no-cache');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}

/** Sends an HTML page built in memory (HEAD: headers only). */
export function sendHtml(res: ServerResponse, html: string, method: string | undefined): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', contentType('page.html'));
  res.setHeader('Content-Length', Buffer.byteLength(html));
  res.setHeader('Cache-Control', 'no-cache');
  res.end(method === 'HEAD' ? undefined : html);
}
