/**
 * The pages of docs/ against the code (scripts/docs-markdown.ts reads them): every option,
 * attribute, event, custom property, part, console message, path and sandbox control the
 * pages name exists and behaves as written, every one the code has is documented, and the
 * webhook example verifies a real signed delivery of the sandbox. The browser-level checks
 * of the same examples are e2e/docs.spec.ts. `DOCS_DIR=<copy> npx vitest run src/docs.test.ts`
 * runs these against another copy of the pages.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  anchors,
  codeBlocks,
  codeSpans,
  DOCS_DIR,
  links,
  namedBlock,
  PAGES,
  prose,
  readPage,
  section,
  tableStartingWith,
} from '../scripts/docs-markdown.ts';
import { CheckoutResponse } from './api/schemas';
import {
  attributeName,
  OFFERED,
  OPTION_NAMES,
  OPTIONS,
  type OptionsContext,
  type OptionsSource,
  parseOptions,
} from './loader/options';
import { PLANS } from './loader/plan';
import { CHUNKS, LANGUAGES, purchaseChunk } from './registry';
import { createSandbox } from './sandbox/app';
import { CATALOGUE_DAY, DEFAULT_OPTIONS } from './sandbox/core';
import { listenFromEnv } from './sandbox/env-options';
import { ACCOUNTS, accountFor, frameOrigins } from './sandbox/keys';
import { idem, startTestSandbox, summerCheckout, type TestClient } from './sandbox/test-helpers';
import { signatureHeader } from './sandbox/webhook';
import type { ChunkName } from './shared/contract';
import type { OptionName } from './shared/options';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const page = (name: (typeof PAGES)[number]) => readPage(name);
const allPages = () => PAGES.map((name) => ({ name, text: page(name) }));

/** The page facts every example is checked with (a script on a CDN, a shop page). */
const CONTEXT: OptionsContext = {
  scriptUrl: 'https://cdn.example/boxoffice.js',
  pageUrl: 'https://shop.example/tickets',
  documentLang: 'en',
  navigatorLangs: ['en-GB'],
  languages: ['en', ...LANGUAGES],
};

const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const isOption = (name: string): name is OptionName => (OPTION_NAMES as string[]).includes(name);

// ---------------------------------------------------------------------------------------
// Source code as syntax trees (oxc, through Vite).

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Calls `visit` on every node below `node`. */
function walk(node: unknown, visit: (node: AstNode) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const current = node as AstNode;
  if (typeof current.type === 'string') visit(current);
  for (const [key, value] of Object.entries(current)) {
    if (key !== 'type' && value && typeof value === 'object') walk(value, visit);
  }
}

/** The syntax tree of `code` (TypeScript or TSX by the file name); fails on syntax errors. */
function parse(file: string, code: string): AstNode {
  const result = parseSync(file, code);
  expect(
    result.errors.map((e) => e.message),
    `${file} parses`,
  ).toEqual([]);
  return result.program as unknown as AstNode;
}

const child = (node: AstNode, key: string) => node[key] as AstNode | undefined;
const children = (node: AstNode, key: string) => (node[key] as AstNode[] | undefined) ?? [];

/** The text of a string, template (`${…}` as `…`) or `+` of them; null for anything else. */
function textOf(node: AstNode | undefined): string | null {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') {
    return children(node, 'quasis')
      .map((quasi) => (quasi.value as { cooked: string }).cooked)
      .join('…');
  }
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    const left = textOf(child(node, 'left'));
    const right = textOf(child(node, 'right'));
    return left === null || right === null ? null : left + right;
  }
  return null;
}

/** The name of a called function: `f(…)` → f, `a.b.f(…)` → f. */
function calleeName(call: AstNode): string | null {
  const callee = child(call, 'callee');
  if (callee?.type === 'Identifier') return callee.name as string;
  if (callee?.type === 'MemberExpression') {
    const property = child(callee, 'property');
    return property?.type === 'Identifier' ? (property.name as string) : null;
  }
  return null;
}

/** The widget's own source files (no tests, test helpers or sandbox). */
function widgetSources(dir = join(ROOT, 'src')): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (entry !== 'sandbox' && entry !== 'testing') files.push(...widgetSources(path));
    } else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$|\.d\.ts$/.test(entry)) files.push(path);
  }
  return files;
}

const lineOf = (code: string, offset: number) => code.slice(0, offset).split('\n').length;

// ---------------------------------------------------------------------------------------
// The examples' option use.

interface OptionUse {
  where: string;
  source: OptionsSource;
  input: Record<string, unknown>;
  /** Names given a value the check cannot see (a variable). */
  dynamic: string[];
  /** Options merged over the current ones (`update()`), not a whole set. */
  partial: boolean;
}

/** An option as the attribute table and the element's list name it: `data-answer-<id>` for `answers`. */
const documentedName = (name: OptionName, source: OptionsSource) =>
  attributeName(name, source) + (name === 'answers' ? '<id>' : '');

/** Attributes of every `<tag …>` in `html`. */
function tagsOf(html: string, tag: string): Map<string, string>[] {
  const found: Map<string, string>[] = [];
  for (const match of html.matchAll(new RegExp(`<${tag}\\b((?:[^>"']|"[^"]*"|'[^']*')*)>`, 'gi'))) {
    const attributes = new Map<string, string>();
    for (const attr of (match[1] ?? '').matchAll(
      /([@:]?[\w:.-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
    )) {
      attributes.set((attr[1] ?? '').toLowerCase(), attr[2] ?? attr[3] ?? attr[4] ?? '');
    }
    found.push(attributes);
  }
  return found;
}

/** The JavaScript of a page: its js blocks and the inline scripts of its html blocks. */
function scriptsOf(name: string, text: string): { where: string; code: string }[] {
  const out: { where: string; code: string }[] = [];
  for (const block of codeBlocks(text)) {
    const where = `${name}:${block.line}`;
    if (/^(js|javascript|mjs|ts)$/.test(block.lang)) out.push({ where, code: block.code });
    if (block.lang === 'html') {
      for (const match of block.code.matchAll(
        /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g,
      ))
        out.push({ where, code: match[1] ?? '' });
    }
  }
  return out;
}

/** Every option set the pages' examples give: script tags, elements, mount() and update(). */
function optionUses(): OptionUse[] {
  const uses: OptionUse[] = [];
  for (const { name, text } of allPages()) {
    for (const block of codeBlocks(text).filter((b) => b.lang === 'html')) {
      const where = `${name}:${block.line}`;
      for (const attributes of tagsOf(block.code, 'script')) {
        if (!/boxoffice\.js$/.test((attributes.get('src') ?? '').split('?')[0] ?? '')) continue;
        const input: Record<string, unknown> = {};
        const answers: Record<string, string> = {};
        for (const [attr, value] of attributes) {
          if (attr.startsWith('data-answer-')) answers[attr.slice(12)] = value;
          else if (attr.startsWith('data-')) input[camel(attr.slice(5))] = value;
        }
        if (Object.keys(answers).length > 0) input.answers = answers;
        // A tag without data- options only loads the JS API and the element.
        if (Object.keys(input).length === 0) continue;
        uses.push({ where, source: 'script', input, dynamic: [], partial: false });
      }
      for (const attributes of tagsOf(block.code, 'box-office')) {
        const input: Record<string, unknown> = {};
        const answers: Record<string, string> = {};
        for (const [attr, value] of attributes) {
          if (attr.startsWith('answer-')) answers[attr.slice(7)] = value;
          else if (!['id', 'class', 'hidden', 'title'].includes(attr)) input[camel(attr)] = value;
        }
        if (Object.keys(answers).length > 0) input.answers = answers;
        uses.push({ where, source: 'element', input, dynamic: [], partial: false });
      }
    }
    for (const block of codeBlocks(text).filter((b) => b.lang === 'jsx' || b.lang === 'vue')) {
      const where = `${name}:${block.line}`;
      const input: Record<string, string> = {};
      const dynamic: string[] = [];
      if (block.lang === 'jsx') {
        walk(parse('example.tsx', block.code), (node) => {
          if (node.type !== 'JSXOpeningElement' || child(node, 'name')?.name !== 'box-office')
            return;
          for (const attribute of children(node, 'attributes')) {
            if (attribute.type !== 'JSXAttribute') continue;
            const attr = child(attribute, 'name')?.name as string;
            // The framework keeps `key`: it never reaches the element.
            if (attr === 'key') dynamic.push('key (kept by the framework)');
            const value = textOf(child(attribute, 'value'));
            if (value === null) dynamic.push(camel(attr.toLowerCase()));
            else input[camel(attr.toLowerCase())] = value;
          }
        });
      } else {
        for (const attributes of tagsOf(block.code, 'box-office')) {
          for (const [attr, value] of attributes) {
            if (attr.startsWith('@')) continue;
            if (attr === 'key' || attr === ':key') dynamic.push('key (kept by the framework)');
            const bound = /^:([\w-]+)(\.attr)?$/.exec(attr);
            const literal = /^'([^']*)'$/.exec(value);
            if (!bound) input[camel(attr)] = value;
            else if (literal) input[camel(bound[1] ?? '')] = literal[1] ?? '';
            else dynamic.push(camel(bound[1] ?? ''));
          }
        }
      }
      uses.push({ where, source: 'element', input, dynamic, partial: false });
    }
    for (const script of scriptsOf(name, text)) {
      walk(parse('example.ts', script.code), (node) => {
        if (node.type !== 'CallExpression') return;
        const fn = calleeName(node);
        const args = children(node, 'arguments');
        const object = fn === 'mount' ? args[1] : fn === 'update' ? args[0] : undefined;
        if (object?.type !== 'ObjectExpression') return;
        const input: Record<string, string> = {};
        const dynamic: string[] = [];
        for (const property of children(object, 'properties')) {
          const key = child(property, 'key');
          const option = (key?.name ?? key?.value) as string;
          const value = textOf(child(property, 'value'));
          if (value === null) dynamic.push(option);
          else input[option] = value;
        }
        uses.push({
          where: script.where,
          source: 'mount',
          input,
          dynamic,
          partial: fn === 'update',
        });
      });
    }
  }
  return uses;
}

// ---------------------------------------------------------------------------------------

describe('the pages', () => {
  it('all exist, and every link between them (and to their anchors) resolves', () => {
    const broken: string[] = [];
    for (const { name, text } of allPages()) {
      for (const target of links(text)) {
        if (/^[a-z]+:/i.test(target)) continue;
        const [file = '', anchor] = target.split('#');
        const path = file ? resolve(DOCS_DIR, file) : resolve(DOCS_DIR, name);
        if (!existsSync(path)) broken.push(`${name}: ${target} (no such file)`);
        else if (anchor && !anchors(readFileSync(path, 'utf8')).includes(anchor))
          broken.push(`${name}: ${target} (no such heading)`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('name only repository paths that exist', () => {
    const missing: string[] = [];
    for (const { name, text } of allPages()) {
      for (const span of codeSpans(prose(text))) {
        const path = /^((?:src|scripts|e2e|public)\/[\w./-]+|\.size-limit\.cjs)$/.exec(span)?.[1];
        if (path && !path.includes('/xx') && !existsSync(join(ROOT, path)))
          missing.push(`${name}: ${path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the configurator', () => {
  it('offers a field for exactly the options the table marks for it', () => {
    const html = read('public/configurator.html');
    // The tiers' checkboxes come with the chosen event (configurator.js); their fieldset is here.
    const fields = new Set([...html.matchAll(/\bname="(\w+)"/g)].map((m) => m[1]));
    if (html.includes('id="cfg-tiers"')) fields.add('tiers');
    const offered = OPTION_NAMES.filter((name) => OPTIONS[name].policy & OFFERED);
    expect(OPTION_NAMES.filter((name) => fields.has(name))).toEqual(offered);
  });
});

describe('embedding.md: options', () => {
  const embedding = () => page('embedding.md');

  it('the attribute table lists exactly the declared options, each with example values that pass its check', () => {
    const table = tableStartingWith(embedding(), 'Attribute');
    const names = table.rows.map((row) => codeSpans(row[0] ?? '')[0]);
    expect(names).toEqual(OPTION_NAMES.map((name) => documentedName(name, 'script')));
    for (const row of table.rows) {
      const written = (codeSpans(row[0] ?? '')[0] ?? '').replace(/^data-/, '');
      const option = (written === 'answer-<id>' ? 'answers' : camel(written)) as OptionName;
      const values = codeSpans(row[1] ?? '');
      expect(values.length, `${row[0]} has example values`).toBeGreaterThan(0);
      for (const value of values) {
        expect(OPTIONS[option].check(value), `${row[0]}: ${value}`).toBe(true);
      }
    }
    const target = table.rows.find((row) => row[0]?.includes('data-target'));
    expect(target?.join(' ')).toMatch(/script tag only/i);
  });

  it('names element attributes that exist: options without data-, and no target', () => {
    const paragraph =
      prose(embedding())
        .split(/\n\s*\n/)
        .find((p) => p.includes('attributes without `data-`')) ?? '';
    const attributes = OPTION_NAMES.filter((name) => name !== 'target').map((name) =>
      documentedName(name, 'element'),
    );
    const named = codeSpans(paragraph).filter(
      (span) => /^[a-z-]+(<id>)?$/.test(span) && span !== 'data-' && span !== 'data-target',
    );
    expect(named.length).toBeGreaterThanOrEqual(3);
    expect(named.filter((span) => !attributes.includes(span))).toEqual([]);
    expect(paragraph).toContain('`data-target`');
  });

  it('every example uses declared options only, with values the options accept', () => {
    const uses = optionUses();
    const bySource = (source: OptionsSource, partial = false) =>
      uses.filter((use) => use.source === source && use.partial === partial).length;
    // Not vacuous: the pages show every way in.
    expect(bySource('script')).toBeGreaterThanOrEqual(5);
    expect(bySource('element')).toBeGreaterThanOrEqual(3);
    expect(bySource('mount')).toBeGreaterThanOrEqual(2);
    expect(bySource('mount', true)).toBeGreaterThanOrEqual(2);
    const problems: string[] = [];
    for (const use of uses) {
      for (const name of [...Object.keys(use.input), ...use.dynamic]) {
        const allowed = isOption(name) && (use.source === 'script' || name !== 'target');
        if (!allowed) problems.push(`${use.where}: ${use.source} option "${name}" is not declared`);
      }
      const input = use.partial ? { key: 'pk_test_demo', ...use.input } : use.input;
      const parsed = parseOptions(input, use.source, CONTEXT);
      if (!parsed.ok) problems.push(`${use.where}: ${parsed.message}`);
    }
    expect(problems).toEqual([]);
  });

  it('imports from the ES module only what src/index.ts exports, and names its exported types', async () => {
    const runtime = Object.keys(await import('./index'));
    const imported: string[] = [];
    for (const { name, text } of allPages()) {
      for (const script of scriptsOf(name, text)) {
        walk(parse('example.ts', script.code), (node) => {
          if (node.type !== 'ImportDeclaration') return;
          if (child(node, 'source')?.value !== 'boxoffice') return;
          for (const specifier of children(node, 'specifiers'))
            imported.push(child(specifier, 'imported')?.name as string);
        });
      }
    }
    expect(imported.sort()).toEqual(['defineElement', 'mount', 'version']);
    for (const name of imported) expect(runtime).toContain(name);

    /** The type names a module exports (`export type { … }`, `export type X`, `export interface X`). */
    const exportedTypes = (path: string) => {
      const names: string[] = [];
      walk(parse(path, read(path)), (node) => {
        if (node.type !== 'ExportNamedDeclaration') return;
        const declaration = child(node, 'declaration');
        if (declaration && /^TS(TypeAlias|Interface)Declaration$/.test(declaration.type))
          names.push(child(declaration, 'id')?.name as string);
        if (node.exportKind === 'type')
          for (const specifier of children(node, 'specifiers'))
            names.push(child(specifier, 'exported')?.name as string);
      });
      return names;
    };
    // Exactly the types boxoffice.d.mts exports: src/index.ts's and all of public-types.ts's.
    const declared = new Set([
      ...exportedTypes('src/index.ts'),
      ...exportedTypes('src/shared/public-types.ts'),
    ]);
    const paragraph =
      prose(embedding())
        .split(/\n\s*\n/)
        .find((p) => p.startsWith('The types')) ?? '';
    const named = codeSpans(paragraph.replace(/\([^)]*\)/g, ''))
      .filter((span) => /^[A-Z]\w+/.test(span))
      .map((span) => span.replace(/<.*$/, ''));
    for (const name of declared) expect(named, `names ${name}`).toContain(name);
    for (const name of named) expect([...declared], `exports ${name}`).toContain(name);
    const pkg = JSON.parse(read('package.json')) as { exports: Record<string, unknown> };
    expect(pkg.exports['.']).toEqual({
      types: './dist/boxoffice.d.mts',
      import: './dist/boxoffice.mjs',
    });
  });

  it('lists the languages that have catalogues', () => {
    const paragraph =
      section(embedding(), 'Languages')
        .split(/\n\s*\n/)
        .find((p) => p.includes('speaks')) ?? '';
    expect(codeSpans(paragraph).sort()).toEqual([...CONTEXT.languages].sort());
  });
});

describe('embedding.md: events', () => {
  /** HostEventMap's names and each one's detail field names, from host-events.ts. */
  function hostEvents(): Map<string, string[]> {
    const events = new Map<string, string[]>();
    walk(parse('host-events.ts', read('src/shared/host-events.ts')), (node) => {
      if (node.type !== 'TSInterfaceDeclaration' || child(node, 'id')?.name !== 'HostEventMap')
        return;
      for (const member of children(child(node, 'body') as AstNode, 'body')) {
        const fields: string[] = [];
        walk(child(member, 'typeAnnotation'), (inner) => {
          if (inner.type === 'TSPropertySignature')
            fields.push(child(inner, 'key')?.name as string);
        });
        events.set(child(member, 'key')?.value as string, fields);
      }
    });
    return events;
  }

  it('every event name on every page is a host event', () => {
    const names = [...hostEvents().keys()];
    expect(names).toHaveLength(8);
    for (const { name, text } of allPages()) {
      for (const match of text.matchAll(/boxoffice:[a-z][\w-]*/g)) {
        expect(names, `${name} names ${match[0]}`).toContain(match[0]);
      }
    }
  });

  it('the event table lists every host event with its detail fields', () => {
    const table = tableStartingWith(page('embedding.md'), 'Event');
    const events = hostEvents();
    expect(table.rows.map((row) => codeSpans(row[0] ?? '')[0])).toEqual([...events.keys()]);
    for (const row of table.rows) {
      const documented = [...(codeSpans(row[1] ?? '')[0] ?? '').matchAll(/[A-Za-z_]\w*/g)].map(
        (m) => m[0],
      );
      const declared = events.get(codeSpans(row[0] ?? '')[0] ?? '') ?? [];
      expect(new Set(documented), `${row[0]} detail`).toEqual(new Set(declared));
    }
  });

  it('says the events bubble, are composed and are relayed in iframe mode', () => {
    const events = section(page('embedding.md'), 'Events');
    expect(events).toMatch(/\*\*bubble\*\*/);
    expect(events).toMatch(/\*\*composed\*\*/);
    expect(events).toMatch(/iframe mode/i);
    const source = read('src/shared/host-events.ts');
    expect(source).toContain('bubbles: true, composed: true');
  });
});

describe('embedding.md: console messages', () => {
  /** Every `[boxoffice]` message the widget's code can log, as text with `…` for what varies. */
  function producedMessages() {
    const produced: { text: string; where: string }[] = [];
    const unresolved: string[] = [];
    for (const file of widgetSources()) {
      const code = readFileSync(file, 'utf8');
      const where = (node: AstNode) => `${relative(ROOT, file)}:${lineOf(code, node.start)}`;
      const add = (text: string, node: AstNode) => produced.push({ text, where: where(node) });
      walk(parse(file, code), (node) => {
        const text = textOf(node);
        // A literal that is a whole message (log.ts's own `[boxoffice] ${message}` is the wrapper,
        // and the trigger chunk's own guard's `[boxoffice] ${where} failed: …`: its calls are below).
        const wrapper = ['[boxoffice]', '[boxoffice] …', '[boxoffice] … failed: …'].includes(
          text ?? '',
        );
        if (text?.includes('[boxoffice]') && !wrapper) add(text, node);
        if (node.type === 'CallExpression') {
          const fn = calleeName(node);
          const args = children(node, 'arguments');
          const first = textOf(args[0]);
          const argSource = args[0] ? code.slice(args[0].start, args[0].end) : '';
          // log.ts's logUnexpected(what, error): "[boxoffice] Unexpected error while <what>:".
          if (fn === 'logUnexpected' && first !== null)
            add(`[boxoffice] Unexpected error while ${first}:`, node);
          // log.ts's codeUnavailable(emit, what, error): loadFailure's messages for `what`.
          const what = fn === 'codeUnavailable' ? textOf(args[1]) : null;
          if (what !== null) {
            add(
              `[boxoffice] ${what} did not load (…). Serve the whole dist/ folder, unchanged, next to boxoffice.js.`,
              node,
            );
            add(`[boxoffice] ${what} did not run: ….`, node);
          }
          if (fn === 'logError' || fn === 'logWarn' || fn === 'hint') {
            // log.ts's guard() itself (`${where} failed: …`): each call of it is collected below.
            if (first === '… failed: …' || argSource === 'message') return;
            if (first !== null) add(`[boxoffice] ${first}`, node);
            // Collected below: the option problems (parseOptions), the frame's problems and
            // the chunks that did not arrive (loadFailure).
            else if (
              !['parsed.message', 'framing.problem'].includes(argSource) &&
              !argSource.startsWith('loadFailure(')
            )
              unresolved.push(`${where(node)}: logError(${argSource})`);
          }
          // log.ts's guard(where, fn): "[boxoffice] <where> failed: <error>".
          if (fn === 'guard' && args.length === 2) {
            if (first !== null) add(`[boxoffice] ${first} failed: …`, node);
            else unresolved.push(`${where(node)}: guard(${argSource}, …)`);
          }
          if (fn === 'refused' && first !== null) add(`[boxoffice] ${first}`, node);
          // log.ts's loadFailure(what, error): a deploy problem, or code refused unchecked.
          if (fn === 'loadFailure' && first !== null) {
            add(
              `[boxoffice] ${first} did not load (…). Serve the whole dist/ folder, unchanged, next to boxoffice.js.`,
              node,
            );
            add(`[boxoffice] ${first} did not run: ….`, node);
          }
        }
        // The frame's problems (`Framing.problem`), logged by frame-child.ts.
        if (node.type === 'Property' && child(node, 'key')?.name === 'problem') {
          const problem = textOf(child(node, 'value'));
          if (problem !== null) add(`[boxoffice] ${problem}`, node);
        }
      });
    }
    // The option problems, as parseOptions words them for a script tag.
    const bad = '\u0000'.repeat(5000);
    const problem = (input: object, context: OptionsContext = CONTEXT) => {
      const parsed = parseOptions(input, 'script', context);
      expect(parsed.ok, JSON.stringify(input).slice(0, 80)).toBe(false);
      if (!parsed.ok) produced.push({ text: `[boxoffice] ${parsed.message}`, where: 'options.ts' });
    };
    for (const name of OPTION_NAMES) problem({ key: 'pk_test_demo', [name]: bad });
    problem({ event: 'summer-fest' });
    problem({ key: 'pk_test_demo', trigger: '.buy', mode: 'inline' });
    problem({ key: 'pk_test_demo', sellKey: 'pk_live_demo' });
    problem({ key: 'pk_test_demo' }, { ...CONTEXT, scriptUrl: null });
    problem({ key: 'pk_test_demo' }, { ...CONTEXT, pageUrl: 'not a URL' });
    return { produced, unresolved };
  }

  const documented = () =>
    codeSpans(section(page('embedding.md'), 'Console messages')).filter((span) =>
      span.startsWith('[boxoffice] '),
    );
  const pattern = (doc: string) =>
    new RegExp(
      `^${doc
        .split('…')
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[\\s\\S]*?')}$`,
    );

  it('documents every message the code can log', () => {
    const { produced, unresolved } = producedMessages();
    expect(unresolved, 'messages this test cannot read: teach it').toEqual([]);
    expect(produced.length).toBeGreaterThan(30);
    const patterns = documented().map(pattern);
    const undocumented = produced
      .filter((message) => !patterns.some((p) => p.test(message.text)))
      .map((message) => `${message.where}: ${message.text}`);
    expect(undocumented).toEqual([]);
  });

  it('documents only messages the code can log, each specific enough to recognise', () => {
    const { produced } = producedMessages();
    const problems: string[] = [];
    for (const doc of documented()) {
      if (!produced.some((message) => pattern(doc).test(message.text)))
        problems.push(`no code logs: ${doc}`);
      if (doc.replace('[boxoffice] ', '').replace(/…/g, '').length < 12)
        problems.push(`too vague: ${doc}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('theming.md', () => {
  const theming = () => page('theming.md');
  // Every stylesheet of the widget: the loader's and the app's.
  const uiCss = () =>
    ['src/loader', 'src/ui']
      .flatMap((dir) =>
        readdirSync(join(ROOT, dir))
          .filter((file) => file.endsWith('.css'))
          .map((file) => read(`${dir}/${file}`)),
      )
      .join('\n');
  const readProperties = (css: string) =>
    new Set([...css.matchAll(/var\(\s*(--bo-[\w-]+)/g)].map((m) => m[1] ?? ''));

  it('the property table lists exactly the --bo-* properties the CSS reads', () => {
    const table = tableStartingWith(theming(), 'Property');
    const listed = table.rows.map((row) => codeSpans(row[0] ?? '')[0]);
    expect(new Set(listed)).toEqual(readProperties(uiCss()));
    expect(listed).toHaveLength(new Set(listed).size);
  });

  it('every --bo-* property on every page is one the widget reads', () => {
    const properties = readProperties(uiCss());
    for (const { name, text } of allPages()) {
      for (const match of text.matchAll(/--bo-[\w-]*[\w]/g))
        expect([...properties], `${name} names ${match[0]}`).toContain(match[0]);
    }
  });

  it('each default in the table is the fallback the CSS gives that property', () => {
    const base = read('src/loader/loader.css');
    const declarations = new Map<string, string>();
    for (const m of base.matchAll(/(--[\w-]+)\s*:\s*([^;{}]+);/g)) {
      if (!declarations.has(m[1] ?? '')) declarations.set(m[1] ?? '', m[2] ?? '');
    }
    /** The declarations reading `property`, with the private properties they use expanded. */
    const fallbacks = (property: string) => {
      let text = [...base.matchAll(/[\w-]+\s*:\s*([^;{}]*)/g)]
        .map((m) => m[1] ?? '')
        .filter((value) => value.includes(`var(${property}`))
        .join(' ');
      for (let depth = 0; depth < 4; depth++)
        text = text.replace(/var\((--_[\w-]+)\)/g, (all, name: string) =>
          declarations.has(name) ? `${all} ${declarations.get(name)}` : all,
        );
      return text;
    };
    const table = tableStartingWith(theming(), 'Property');
    for (const row of table.rows) {
      const property = codeSpans(row[0] ?? '')[0] ?? '';
      const defaults = codeSpans(row[2] ?? '');
      const css = fallbacks(property);
      expect(css, `${property} is read in base.css`).not.toBe('');
      for (const value of defaults)
        expect(css, `${property} defaults to ${value}`).toContain(value);
    }
  });

  it('the part table lists exactly the part names the widget sets, and the pages use no other', () => {
    // From the syntax trees, so a part named only in a comment does not count.
    const parts = new Set<string>();
    for (const file of widgetSources()) {
      walk(parse(file, readFileSync(file, 'utf8')), (node) => {
        let value: string | null = null;
        if (node.type === 'JSXAttribute' && child(node, 'name')?.name === 'part') {
          const given = child(node, 'value');
          value = textOf(
            given?.type === 'JSXExpressionContainer' ? child(given, 'expression') : given,
          );
        }
        const args = children(node, 'arguments');
        if (
          node.type === 'CallExpression' &&
          calleeName(node) === 'setAttribute' &&
          textOf(args[0]) === 'part'
        )
          value = textOf(args[1]);
        for (const name of value?.split(/\s+/) ?? []) if (name) parts.add(name);
      });
    }
    const table = tableStartingWith(theming(), 'Part');
    expect(new Set(table.rows.map((row) => codeSpans(row[0] ?? '')[0]))).toEqual(parts);
    for (const { name, text } of allPages()) {
      for (const match of text.matchAll(/::part\(([\w-]+)\)/g))
        expect([...parts], `${name} styles ::part(${match[1]})`).toContain(match[1]);
    }
  });

  it('every ::part() rule in the examples is on a widget host, not on the target element', () => {
    const rules = codeBlocks(theming())
      .filter((block) => block.lang === 'css')
      .flatMap((block) => [...block.code.matchAll(/([^{}\n]*)::part\(/g)].map((m) => m[1] ?? ''));
    expect(rules.length).toBeGreaterThan(0);
    for (const host of rules) expect(host.trim()).toMatch(/(\[data-boxoffice\]|box-office)$/);
  });
});

describe('security.md', () => {
  it('the policy allows the widget origin for scripts, the API for connections, and nothing unsafe', () => {
    const policy = new Map(
      namedBlock('security.md', 'csp')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .filter((words) => words[0])
        .map(([name = '', ...values]) => [name, values]),
    );
    expect(policy.get('script-src')).toContain('https://cdn.example');
    expect(policy.get('connect-src')).toContain('https://api.example');
    expect(policy.get('frame-src')).toContain('https://cdn.example');
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(policy.get('trusted-types')).toEqual(["'none'"]);
    for (const values of policy.values()) {
      expect(values.join(' ')).not.toMatch(/unsafe|\*|data:/);
    }
  });

  it("the widget's source keeps the promises of 'What the widget never does'", () => {
    const problems: string[] = [];
    let jitless = false;
    for (const file of widgetSources()) {
      const code = readFileSync(file, 'utf8');
      const at = (node: AstNode, what: string) =>
        problems.push(`${relative(ROOT, file)}:${lineOf(code, node.start)}: ${what}`);
      walk(parse(file, code), (node) => {
        const name = node.type === 'CallExpression' ? calleeName(node) : null;
        const args = children(node, 'arguments');
        if (node.type === 'CallExpression' && child(node, 'callee')?.type === 'Identifier') {
          if (name === 'eval') at(node, 'eval()');
        }
        if (node.type === 'NewExpression' && child(node, 'callee')?.name === 'Function')
          at(node, 'new Function()');
        if (node.type === 'MemberExpression') {
          const property = child(node, 'property')?.name;
          if (
            ['innerHTML', 'outerHTML', 'insertAdjacentHTML', 'cookie', 'write'].includes(
              property as string,
            )
          )
            at(node, `.${property}`);
        }
        if (node.type === 'JSXAttribute') {
          const attribute = child(node, 'name')?.name;
          // `style={{…}}` is set through the CSSOM (allowed by CSP); a string would be markup.
          const value = child(node, 'value');
          if (attribute === 'dangerouslySetInnerHTML') at(node, `${attribute}=`);
          if (
            attribute === 'style' &&
            (value?.type === 'Literal' || textOf(child(value as AstNode, 'expression')) !== null)
          )
            at(node, 'style="…"');
        }
        if (name === 'createElement' && textOf(args[0]) === 'style') at(node, '<style>');
        if (name === 'postMessage' && (args.length < 2 || textOf(args[1]) === '*'))
          at(node, 'postMessage without an exact origin');
        if (name === 'fetch' && args[1]?.type === 'ObjectExpression') {
          const omits = children(args[1], 'properties').some(
            (p) => child(p, 'key')?.name === 'credentials' && textOf(child(p, 'value')) === 'omit',
          );
          if (!omits) at(node, "fetch without credentials: 'omit'");
        }
        if (name === 'config' && code.slice(node.start, node.end).includes('jitless: true'))
          jitless = true;
      });
    }
    expect(problems).toEqual([]);
    expect(jitless, 'zod runs jitless').toBe(true);
  });
});

describe('deploy.md', () => {
  const deploy = () => page('deploy.md');
  const headerRows = () =>
    tableStartingWith(deploy(), 'Files').rows.map((row) => ({
      files: codeSpans(row[0] ?? ''),
      headers: codeSpans(row[1] ?? ''),
    }));

  it('the nginx example sends the headers of the table', () => {
    const nginx = namedBlock('deploy.md', 'nginx');
    for (const { headers } of headerRows()) {
      for (const header of headers) {
        const [name = '', value = ''] = header.split(/:\s*/, 2);
        if (name === 'Cache-Control') expect(nginx).toContain(`Cache-Control "${value}"`);
        if (name === 'Access-Control-Allow-Origin') expect(nginx).toContain(`${name} "${value}"`);
        if (name === 'Content-Type') expect(nginx).toContain(value.split(';')[0]);
      }
    }
  });
});

describe('sandbox.md', () => {
  const sandbox = () => page('sandbox.md');
  let running: TestClient | undefined;
  afterEach(async () => {
    await running?.sb.close();
    running = undefined;
  });

  it('the key table matches the demo accounts', () => {
    const rows = tableStartingWith(sandbox(), 'Key').rows;
    expect(rows).toHaveLength(ACCOUNTS.length);
    for (const row of rows) {
      const [key = '', token = '', , secret = '', framers = ''] = row.map(
        (cell) => codeSpans(cell).join(' ') || cell,
      );
      const account = accountFor(key);
      if (!account) throw new Error(`${key} is not a sandbox key`);
      expect(accountFor(token), token).toBe(account);
      expect(secret).toBe(account.webhookSecret);
      const origins = codeSpans(row[4] ?? '').map((o) => o.replace('<port>', '5173'));
      expect(origins.sort(), framers).toEqual(
        frameOrigins(account, 'http://localhost:5173/').sort(),
      );
    }
  });

  it('the event table lists every sandbox event', async () => {
    const app = createSandbox();
    const slugs: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const response = await app.app.fetch(
        new Request(`http://localhost:5173/api/v1/sell/events?limit=100&cursor=${cursor}`, {
          headers: { 'X-Sell-Key': 'pk_test_demo' },
        }),
      );
      const body = (await response.json()) as {
        data: { slug: string }[];
        nextCursor: string | null;
      };
      slugs.push(...body.data.map((event) => event.slug));
      cursor = body.nextCursor;
    }
    app.close();
    // A row may name several events (a series' performances), each in its own code span.
    const listed = tableStartingWith(sandbox(), 'Slug').rows.flatMap((row) =>
      codeSpans(row[0] ?? ''),
    );
    expect(listed.sort()).toEqual(slugs.sort());
  });

  it('the environment table lists every SANDBOX_* variable with its default', () => {
    const rows = tableStartingWith(sandbox(), 'Variable').rows;
    const documented = new Map(
      rows.map((row) => [codeSpans(row[0] ?? '')[0] ?? '', codeSpans(row[1] ?? '')[0]]),
    );
    const variables = new Set(read('src/sandbox/env-options.ts').match(/SANDBOX_[A-Z_]+/g));
    // `npm start`'s own two: their defaults are what listenFromEnv gives without them.
    const listen = listenFromEnv({});
    const server: Record<string, string> = { PORT: String(listen.port), HOST: listen.host };
    for (const name of Object.keys(server)) expect(documented.get(name), name).toBe(server[name]);
    expect(new Set([...documented.keys()].filter((name) => !(name in server)))).toEqual(variables);
    // The catalogue's day is an instant, not a number.
    expect(documented.get('SANDBOX_TODAY')).toBe(CATALOGUE_DAY);
    documented.delete('SANDBOX_TODAY');
    const defaults: Record<string, number | undefined> = {
      SANDBOX_HOLD_MS: DEFAULT_OPTIONS.holdMs,
      SANDBOX_PAYMENT_MS: DEFAULT_OPTIONS.paymentProcessingMs,
      SANDBOX_WEBHOOK_URL: undefined,
      SANDBOX_WEBHOOK_BACKOFF_MS: DEFAULT_OPTIONS.webhookBackoffMs,
      SANDBOX_RATE_CAPACITY: DEFAULT_OPTIONS.rateLimit.capacity,
      SANDBOX_RATE_REFILL: DEFAULT_OPTIONS.rateLimit.refillPerSec,
      SANDBOX_PREFLIGHT_DELAY_MS: DEFAULT_OPTIONS.preflightDelayMs,
    };
    for (const [name, value] of documented) {
      if (name in server) continue;
      expect(value === undefined ? undefined : Number(value), name).toBe(defaults[name]);
    }
  });

  /** Runs the `curl` lines of a block against a fresh sandbox; returns each answer. */
  async function runCurl(block: string) {
    const app = createSandbox();
    const answers: { command: string; status: number; body: string }[] = [];
    const commands = block
      .replace(/\\\n\s*/g, ' ')
      .split('\n')
      .filter((l) => l.startsWith('curl '));
    for (const command of commands) {
      const words = [...command.matchAll(/'([^']*)'|"([^"]*)"|(\S+)/g)].map(
        (m) => m[1] ?? m[2] ?? m[3] ?? '',
      );
      let method: string | undefined;
      let body: string | undefined;
      let url = '';
      const headers = new Headers();
      for (let i = 1; i < words.length; i++) {
        const word = words[i] ?? '';
        if (word === '-X') method = words[++i];
        else if (word === '-H') {
          const [name = '', ...value] = (words[++i] ?? '').split(':');
          headers.set(name.trim(), value.join(':').trim());
        } else if (word === '-d') body = words[++i];
        else if (/^https?:/.test(word)) url = word;
        else throw new Error(`curl option not understood: ${word}`);
      }
      const response = await app.app.fetch(
        new Request(url, {
          method: method ?? (body ? 'POST' : 'GET'),
          headers,
          body: body ?? null,
        }),
      );
      answers.push({ command, status: response.status, body: await response.text() });
    }
    app.close();
    return answers;
  }

  it.each(['api', 'list', 'webhooks', 'controls'])(
    'the curl commands of test:%s work',
    async (name) => {
      const answers = await runCurl(namedBlock('sandbox.md', name));
      expect(answers.length).toBeGreaterThan(1);
      for (const answer of answers) {
        expect(answer.status, `${answer.command} → ${answer.body}`).toBeGreaterThanOrEqual(200);
        expect(answer.status, `${answer.command} → ${answer.body}`).toBeLessThan(300);
      }
    },
  );

  interface Example {
    TOLERANCE_SEC: number;
    verifySignature(
      header: string | undefined,
      rawBody: string | Buffer,
      secret: string,
      toleranceSec?: number,
      nowSec?: number,
    ): boolean;
    webhookServer(
      secret: string,
      onPaid: (order: { id: string; amount: number }, id: string) => void,
    ): import('node:http').Server;
  }
  const example = async (): Promise<Example> =>
    (await import(/* @vite-ignore */ resolve(DOCS_DIR, 'examples/verify-webhook.mjs'))) as Example;

  it('shows docs/examples/verify-webhook.mjs as it is', () => {
    const file = readFileSync(resolve(DOCS_DIR, 'examples/verify-webhook.mjs'), 'utf8');
    expect(`${namedBlock('sandbox.md', 'verify-webhook')}\n`).toBe(file);
    // Only Node's own modules.
    for (const m of file.matchAll(/from '([^']+)'/g)) expect(m[1]).toMatch(/^node:/);
  });

  it("the example's signature check agrees with the sandbox's signing", async () => {
    const { verifySignature, TOLERANCE_SEC } = await example();
    const body = '{"id":"evt_1","type":"order.paid"}';
    const t = 1_800_000_000;
    const header = signatureHeader(body, 'whsec_test_demo', t);
    expect(verifySignature(header, body, 'whsec_test_demo', TOLERANCE_SEC, t + 10)).toBe(true);
    expect(verifySignature(header, Buffer.from(body), 'whsec_test_demo', 300, t)).toBe(true);
    expect(verifySignature(header, `${body} `, 'whsec_test_demo', 300, t)).toBe(false);
    expect(verifySignature(header, body, 'whsec_test_limited', 300, t)).toBe(false);
    expect(verifySignature(header, body, 'whsec_test_demo', 300, t + 301)).toBe(false);
    expect(verifySignature(header, body, 'whsec_test_demo', 300, t - 301)).toBe(false);
    expect(verifySignature(undefined, body, 'whsec_test_demo', 300, t)).toBe(false);
    expect(verifySignature('t=x,v1=zz', body, 'whsec_test_demo', 300, t)).toBe(false);
    expect(verifySignature(`t=${t}`, body, 'whsec_test_demo', 300, t)).toBe(false);
  });

  it('the example accepts a real order.paid delivery of the sandbox and refuses it tampered', async () => {
    const { verifySignature, webhookServer } = await example();
    const paid: { order: { id: string; amount: number }; id: string }[] = [];
    const server = webhookServer('whsec_test_demo', (order, id) => paid.push({ order, id }));
    // Keep the delivery's exact bytes as well, to tamper with them below.
    const deliveries: { signature: string; body: Buffer }[] = [];
    server.prependListener('request', (request: IncomingMessage) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () =>
        deliveries.push({
          signature: String(request.headers['x-sell-signature']),
          body: Buffer.concat(chunks),
        }),
      );
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const { port } = server.address() as AddressInfo;
      running = await startTestSandbox({ webhookUrl: `http://127.0.0.1:${port}/` });
      const created = await running.post('/checkout', summerCheckout(), { idem: idem() });
      const checkout = CheckoutResponse.parse(await created.json());
      await fetch(checkout.paymentUrl ?? '', {
        method: 'POST',
        body: new URLSearchParams({ action: 'pay' }),
        redirect: 'manual',
      });
      await vi.waitFor(() => expect(paid).toHaveLength(1), { timeout: 5000 });
      const done = await (await running.api(`/checkout/${checkout.id}`)).json();
      expect(paid[0]?.order.id).toBe(done.orderId);
      const log = await (await fetch(`${running.url}/sandbox/webhooks`)).json();
      expect(log.attempts.map((a: { status: number }) => a.status)).toEqual([204]);

      const [delivery] = deliveries;
      if (!delivery) throw new Error('no delivery recorded');
      expect(verifySignature(delivery.signature, delivery.body, 'whsec_test_demo')).toBe(true);
      const tampered = Buffer.from(
        delivery.body.toString('utf8').replace(/"amount":(\d+)/, '"amount":1$1'),
      );
      expect(tampered.equals(delivery.body)).toBe(false);
      expect(verifySignature(delivery.signature, tampered, 'whsec_test_demo')).toBe(false);
      expect(verifySignature(delivery.signature, delivery.body, 'whsec_live_demo')).toBe(false);
      // The server answers a tampered delivery 400, and hands nothing on.
      const answer = await fetch(`http://127.0.0.1:${port}/`, {
        method: 'POST',
        headers: { 'X-Sell-Signature': delivery.signature, 'Content-Type': 'application/json' },
        body: tampered,
      });
      expect(answer.status).toBe(400);
      expect(paid).toHaveLength(1);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});

describe('architecture.md', () => {
  const architecture = () => page('architecture.md');
  /** The module at `path` (from the repository root), as the tests import it. */
  const moduleAt = (path: string) => import(/* @vite-ignore */ join(ROOT, path));

  it('the chunk table names real chunks with the modules they load, and every chunk of code', async () => {
    const rows = tableStartingWith(architecture(), 'Chunk').rows;
    const named: string[] = [];
    for (const row of rows) {
      const paths = codeSpans(row[1] ?? '');
      for (const [i, chunk] of codeSpans(row[0] ?? '').entries()) {
        expect(Object.keys(CHUNKS), 'a chunk of src/registry.ts').toContain(chunk);
        expect(await CHUNKS[chunk as ChunkName](), `${chunk}'s module`).toBe(
          await moduleAt(paths[i] ?? ''),
        );
        named.push(chunk);
      }
    }
    const catalogues = new Set<string>(LANGUAGES.flatMap((code) => [code, purchaseChunk(code)]));
    for (const chunk of Object.keys(CHUNKS).filter((name) => !catalogues.has(name)))
      expect(named, `the table lists ${chunk}`).toContain(chunk);
  });

  it("'Adding a language' gives the registry's line: written for German, it loads German's two halves", async () => {
    const lines = codeSpans(section(architecture(), 'Adding a language')).filter((span) =>
      span.includes('=> import('),
    );
    expect(lines).toHaveLength(1);
    const german = (lines[0] ?? '').replaceAll('xx', 'de');
    const properties: { key: string; imports: string[] }[] = [];
    walk(parse('line.ts', `({ ${german} })`), (node) => {
      if (node.type !== 'Property') return;
      const imports: string[] = [];
      walk(node.value, (inner) => {
        if (inner.type === 'ImportExpression') imports.push(textOf(child(inner, 'source')) ?? '');
      });
      properties.push({ key: String(child(node, 'key')?.name), imports });
    });
    expect(properties.map((p) => p.key)).toEqual(['de']);
    const [first = '', purchase = ''] = properties[0]?.imports ?? [];
    expect(await moduleAt(join('src', `${first}.ts`))).toBe(await CHUNKS.de());
    expect(await moduleAt(join('src', `${purchase}.ts`))).toBe(await CHUNKS['de-purchase']());
  });

  // What 'Adding a mode' asks of the code is checked where it lives: TypeScript wants a plan
  // row for each mode, and src/loader/plan.test.ts that each row's chunk mounts and that the
  // mount plan's table is this page's.
  it("every mode of the mount plan has its section under embedding.md's Modes and its data-mode value", () => {
    const modes = Object.keys(PLANS)
      .filter((name) => name !== 'frame')
      .sort();
    for (const mode of modes)
      expect(parseOptions({ key: 'k', mode }, 'script', CONTEXT).ok).toBe(true);
    const embedding = page('embedding.md');
    const sections = section(embedding, 'Modes')
      .split('\n')
      .filter((line) => line.startsWith('### '))
      .map((line) => line.slice(4).split(' ')[0]?.toLowerCase());
    expect(sections.sort()).toEqual(modes);
    const row = tableStartingWith(embedding, 'Attribute').rows.find(
      ([name = '']) => codeSpans(name)[0] === 'data-mode',
    );
    expect(codeSpans(row?.[1] ?? '').sort()).toEqual(modes);
  });
});
