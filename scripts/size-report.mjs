// `node scripts/size-report.mjs`: what each part of dist/boxoffice.js costs. The IIFE is built
// as `npm run build` builds it, with a source map that tells which module each byte came from.
// For each group (an npm package, or one of our modules) the bundle is gzipped again without
// that group's bytes: the difference is what the group adds to the real total (gzip reuses
// text across modules, so gzipping a module alone would overstate it). The parts sum to a
// little less than the total: the wrapper and what several groups share belong to none.
// size-limit stays the authority for the total.
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

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

let code = '';
let map = null;
await build({
  logLevel: 'silent',
  build: { write: false, sourcemap: true },
  plugins: [
    {
      name: 'size-report',
      generateBundle(_, bundle) {
        const chunk = Object.values(bundle).find((c) => c.type === 'chunk');
        code = chunk.code;
        map = chunk.map;
      },
    },
  ],
});

// Which group owns each byte: from one mapping's start to the next one's.
const lineStarts = [0];
for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
// Vite maps no byte of a `?inline` stylesheet: what stays unmapped is the CSS string of
// src/ui/styles.css plus the IIFE wrapper (about 200 bytes).
const UNMAPPED = 'src/ui/styles.css (unmapped) + IIFE wrapper';
const owner = new Array(code.length).fill(UNMAPPED);
const starts = decode(map.mappings);
starts.forEach(([line, column, source], i) => {
  const from = lineStarts[line] + column;
  const next = starts[i + 1];
  const to = next ? lineStarts[next[0]] + next[1] : code.length;
  const group = source < 0 ? UNMAPPED : groupOf(map.sources[source]);
  owner.fill(group, from, to);
});

const total = gzip(code);
const rows = [];
for (const group of new Set(owner)) {
  let rest = '';
  for (let i = 0; i < code.length; i++) if (owner[i] !== group) rest += code[i];
  rows.push([group, total - gzip(rest), code.length - rest.length]);
}
rows.sort((a, b) => b[1] - a[1]);
let sum = 0;
console.log('  gzip  minified  part');
for (const [group, bytes, raw] of rows) {
  sum += bytes;
  console.log(`${String(bytes).padStart(6)}  ${String(raw).padStart(8)}  ${group}`);
}
console.log(`${String(sum).padStart(6)}            (sum of the parts)`);
console.log(
  `${String(total).padStart(6)}  ${String(code.length).padStart(8)}  the whole (gzip -9)`,
);
