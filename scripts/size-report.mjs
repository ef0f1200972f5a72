// `node scripts/size-report.mjs`: which modules make up dist/boxoffice.js. Each module's rendered
// code is minified alone and gzipped alone, so figures are estimates (gzip of the whole is
// smaller than the sum); use them to rank, and size-limit for the real total.
import { gzipSync } from 'node:zlib';
import { minifySync } from 'rolldown/utils';
import { build } from 'vite';

const rows = new Map();
await build({
  logLevel: 'silent',
  build: { write: false },
  plugins: [
    {
      name: 'size-report',
      generateBundle(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          for (const [id, m] of Object.entries(chunk.modules)) {
            if (!m.code) continue;
            const min = minifySync('m.js', m.code).code;
            const group = id.includes('node_modules/')
              ? id
                  .split('node_modules/')[1]
                  .split('/')
                  .slice(0, id.includes('/@') ? 2 : 1)
                  .join('/')
              : id.replace(process.cwd(), '').replace(/\?.*$/, '');
            const r = rows.get(group) ?? { min: 0, gzip: 0 };
            r.min += min.length;
            r.gzip += gzipSync(min, { level: 9 }).length;
            rows.set(group, r);
          }
        }
      },
    },
  ],
});
const sorted = [...rows].sort((a, b) => b[1].gzip - a[1].gzip);
let total = 0;
for (const [g, r] of sorted) {
  total += r.gzip;
  console.log(`${String(r.gzip).padStart(6)} ${String(r.min).padStart(7)}  ${g}`);
}
console.log(`${String(total).padStart(6)}          (sum of per-module gzip)`);
