// `node scripts/size-report.mjs [file…]`: what each part of the shipped files costs. It builds
// the project as `npm run build` does, with source maps (BUILD_SOURCEMAP=1), in a scratch copy
// in the system's temp folder (removed afterwards), so dist/ stays what `npm run build` made of
// it: a build with maps and without embed.html and the types would break iframe mode and a
// deploy. Then for each file (`dist/…` of that build; default: the loader and the app chunk,
// the JS before the tiers can paint) it tells which module each byte came from. For each group
// (an npm package, or one of our modules) the file is gzipped again without that group's
// bytes: the difference is what the group adds to the real total (gzip reuses text across
// modules, so gzipping a module alone would overstate it). The parts sum to a little less than
// the total: the wrapper and what several groups share belong to none. size-limit
// (`npm run size`) stays the authority for the totals.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildWithMaps } from './build-with-maps.mjs';

const gzip = (text) => gzipSync(text, { level: 9 }).length;
const groupOf = (source) =>
  source.includes('node_modules/')
    ? source
        .split('node_modules/')[1]
        .split('/')
        .slice(0, source.includes('/@') ? 2 : 1)
        .join('/')
    : source.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');

/** Base64 VLQ segments of a source map's `mappings` → [line, column, source index] starts. */
function decode(mappings) {
  const digits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const starts = [];
  let source = 0;
  mappings.split(';').forEach((line, lineNo) => {
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = digits.indexOf(char);
        value += (digit & 31) << shift;
        shift += 5;
        if (digit & 32) continue;
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
      column += fields[0];
      if (fields.length > 1) source += fields[1];
      starts.push([lineNo, column, fields.length > 1 ? source : -1]);
    }
  });
  return starts;
}

/** Prints the parts of one built file (`name`, at `file`, with its `.map` next to it). */
function report(name, file) {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  // Vite maps no byte of a `?inline` stylesheet or of a defined constant: what stays unmapped
  // is CSS text, the loader's chunk table, and the module wrapper.
  const UNMAPPED = '(unmapped: inline CSS, the chunk table, wrapper)';
  const owner = new Array(code.length).fill(UNMAPPED);
  const starts = decode(map.mappings);
  starts.forEach(([line, column, source], i) => {
    const from = lineStarts[line] + column;
    const next = starts[i + 1];
    const to = next ? lineStarts[next[0]] + next[1] : code.length;
    owner.fill(source < 0 ? UNMAPPED : groupOf(map.sources[source]), from, to);
  });
  const total = gzip(code);
  const rows = [];
  for (const group of new Set(owner)) {
    let rest = '';
    for (let i = 0; i < code.length; i++) if (owner[i] !== group) rest += code[i];
    rows.push([group, total - gzip(rest), code.length - rest.length]);
  }
  rows.sort((a, b) => b[1] - a[1]);
  console.log(`\n${name}\n  gzip  minified  part`);
  let sum = 0;
  for (const [group, bytes, raw] of rows) {
    sum += bytes;
    console.log(`${String(bytes).padStart(6)}  ${String(raw).padStart(8)}  ${group}`);
  }
  console.log(`${String(sum).padStart(6)}            (sum of the parts)`);
  console.log(
    `${String(total).padStart(6)}  ${String(code.length).padStart(8)}  the whole (gzip -9)`,
  );
}

const scratch = buildWithMaps('boxoffice-size-', ['scripts/build.mjs'], 'inherit');
try {
  const app = readdirSync(join(scratch, 'dist')).find((f) => /^bo-app-[\w-]+\.js$/.test(f));
  const files = process.argv.slice(2);
  for (const file of files.length > 0 ? files : ['dist/boxoffice.js', `dist/${app}`]) {
    report(file, join(scratch, file));
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
