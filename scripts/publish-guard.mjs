// npm's lifecycle guard of the package (docs/deploy.md, "The npm package"):
// - `prepack` (`npm pack`, `npm publish`): the package is `dist/`, so refuse to pack without
//   a build instead of writing a tarball with no code in it;
// - `prepublishOnly` (`npm publish` only): publishing is a deliberate act, never a side effect
//   of a mistyped command: it runs only when BOXOFFICE_PUBLISH names the version being
//   published (`BOXOFFICE_PUBLISH=0.1.0 npm publish`).
import { existsSync, readFileSync } from 'node:fs';

const step = process.argv[2];
const fail = (message) => {
  console.error(`[package] ${message}`);
  process.exit(1);
};

/** The files every install needs: the ES module, its types, the loader and the hosted pages. */
export const REQUIRED = [
  'dist/boxoffice.mjs',
  'dist/boxoffice.d.mts',
  'dist/boxoffice.js',
  'dist/embed.html',
  'dist/embed-isolated.html',
];

if (step === 'pack') {
  const missing = REQUIRED.filter((file) => !existsSync(file));
  if (missing.length > 0) fail(`${missing.join(', ')} missing: run npm run build first.`);
} else if (step === 'publish') {
  const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
  if (process.env.BOXOFFICE_PUBLISH !== version)
    fail(
      `not publishing: publishing is deliberate. After npm test passed on this commit, run BOXOFFICE_PUBLISH=${version} npm publish.`,
    );
} else {
  fail(`unknown step "${step}": use pack or publish.`);
}
