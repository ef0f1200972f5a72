/**
 * Reading the pages of docs/ for the tests that run their examples (src/docs.test.ts,
 * e2e/docs.spec.ts). A fenced block whose info string has a `test:<name>` word is an
 * example a test runs by name, e.g. ```` ```html test:script-tag ````; every other block
 * is still checked by the generic checks (attributes, options, event names, properties).
 * `DOCS_DIR` points the tests at another copy of the pages (to see them fail on a broken one).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder of the pages: `DOCS_DIR`, else `docs/` of the repository. */
export const DOCS_DIR = resolve(
  process.env.DOCS_DIR ?? fileURLToPath(new URL('../docs/', import.meta.url)),
);

/** The pages, by file name. */
export const PAGES = [
  'embedding.md',
  'theming.md',
  'security.md',
  'deploy.md',
  'sandbox.md',
  'analytics.md',
  'architecture.md',
  'wordpress.md',
  'languages.md',
] as const;
export type Page = (typeof PAGES)[number];

/** The text of a page. */
export function readPage(page: string): string {
  return readFileSync(resolve(DOCS_DIR, page), 'utf8');
}

/** One fenced code block. */
export interface CodeBlock {
  /** The first word of the info string (`html`, `js`, `css`, `sh`…), '' when none. */
  lang: string;
  /** The name after `test:`, if any. */
  name?: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

/** Every fenced code block of `markdown`, in order. */
export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '```', info = ''] = open;
    const words = info.trim().split(/\s+/).filter(Boolean);
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const line = lines[j] ?? '';
      if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') break;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line);
    }
    const name = words.find((word) => word.startsWith('test:'))?.slice(5);
    blocks.push({
      lang: words[0]?.startsWith('test:') ? '' : (words[0] ?? ''),
      ...(name ? { name } : {}),
      code: body.join('\n'),
      line: i + 1,
    });
    i = j;
  }
  return blocks;
}

/** The code of the block named `test:<name>` on `page` (exactly one must exist). */
export function namedBlock(page: string, name: string): string {
  const found = codeBlocks(readPage(page)).filter((block) => block.name === name);
  if (found.length !== 1) {
    throw new Error(`${page}: expected one \`test:${name}\` block, found ${found.length}`);
  }
  return found[0]?.code ?? '';
}

/** `markdown` without its fenced code blocks (prose, headings and tables only). */
export function prose(markdown: string): string {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence) {
      if (marker?.startsWith(fence)) fence = null;
      out.push('');
    } else if (marker) {
      fence = marker;
      out.push('');
    } else out.push(line);
  }
  return out.join('\n');
}

/** The text under the heading whose text is `title` (to the next heading of its level or above). */
export function section(markdown: string, title: string): string {
  const lines = prose(markdown).split('\n');
  const start = lines.findIndex((line) => /^#{1,6} /.test(line) && headingText(line) === title);
  if (start < 0) throw new Error(`no heading "${title}"`);
  const level = /^#+/.exec(lines[start] ?? '')?.[0].length ?? 1;
  const end = lines.findIndex(
    (line, i) => i > start && /^#{1,6} /.test(line) && (/^#+/.exec(line)?.[0].length ?? 7) <= level,
  );
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

const headingText = (line: string) => line.replace(/^#+\s*/, '').trim();

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function anchorOf(heading: string): string {
  return headingText(heading)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of every heading of `markdown`. */
export function anchors(markdown: string): string[] {
  return prose(markdown)
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map(anchorOf);
}

/** The contents of every `code span` in `text` (single or double backticks). */
export function codeSpans(text: string): string[] {
  const spans: string[] = [];
  for (const match of text.matchAll(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g)) {
    spans.push((match[2] ?? '').trim());
  }
  return spans;
}

/** A markdown table: its header cells and rows of cells (raw markdown). */
export interface Table {
  header: string[];
  rows: string[][];
}

/** Every table of `markdown` (outside code blocks), in order. */
export function tables(markdown: string): Table[] {
  const found: Table[] = [];
  const lines = prose(markdown).split('\n');
  for (let i = 0; i < lines.length - 1; i++) {
    if (!isRow(lines[i]) || !/^\s*\|?\s*:?-{3,}/.test(lines[i + 1] ?? '')) continue;
    const header = cells(lines[i] ?? '');
    const rows: string[][] = [];
    let j = i + 2;
    for (; j < lines.length && isRow(lines[j]); j++) rows.push(cells(lines[j] ?? ''));
    found.push({ header, rows });
    i = j;
  }
  return found;
}

const isRow = (line: string | undefined) => Boolean(line?.trim().startsWith('|'));

/** The cells of one table row; `\|` is a pipe inside a cell. */
function cells(line: string): string[] {
  const inner = line.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.replace(/\\\|/g, '|').trim());
}

/** The table whose first header cell is `first` (exactly one must exist on the page). */
export function tableStartingWith(markdown: string, first: string): Table {
  const found = tables(markdown).filter((table) => table.header[0] === first);
  if (found.length !== 1)
    throw new Error(`expected one table headed "${first}", found ${found.length}`);
  return found[0] as Table;
}

/** Each markdown link target of `markdown` (outside code blocks). */
export function links(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '');
}

/** A placeholder origin of the examples → the origin a test serves it from. */
export type Origins = Partial<Record<'cdn' | 'api' | 'images', string>>;

/**
 * An example with its placeholder origins replaced for a test: `https://cdn.example` (with
 * an optional version folder such as `/v0.1.0`), `https://api.example`, `https://images.example`.
 */
export function withOrigins(code: string, origins: Origins): string {
  let out = code;
  if (origins.cdn !== undefined) {
    out = out.replace(/https:\/\/cdn\.example(\/v[\d.]+)?/g, origins.cdn);
  }
  if (origins.api !== undefined) out = out.replaceAll('https://api.example', origins.api);
  if (origins.images !== undefined) out = out.replaceAll('https://images.example', origins.images);
  return out;
}
