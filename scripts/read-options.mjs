// The widget's option table (src/loader/options.ts) as data, for the tools that are not the
// widget: the build writes it as dist/options.json (the configurator's list of fields, and a
// machine-readable list of the options for integrators' tooling), and the WordPress build maps
// it to the shortcode and the block. Read as code, through Vite's runner, so no copy of the
// table exists: an option added to the table reaches every tool.
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

/** The module of the widget's option table. */
export const OPTIONS_MODULE = 'src/loader/options.ts';

/** The policy flags of a row, by the names `options.json` spells them with. */
const FLAGS = {
  restart: 'RESTARTS',
  personal: 'PERSONAL',
  host: 'HOST',
  scriptOnly: 'SCRIPT_ONLY',
  configurator: 'OFFERED',
};

/**
 * Every option of the table at `module`, in the table's order: its name (as `mount()` takes
 * it), its attribute on a script tag and on `<box-office>` (for `answers`, the prefix a
 * question id completes), the fix a bad value needs, its policy spelled out, and its default
 * where that is a constant (the same whatever the page: `mode`, `theme`).
 */
export async function readOptions(module = OPTIONS_MODULE) {
  // Vite's runner sets NODE_ENV where it is unset; it is put back for whatever runs next.
  const nodeEnv = process.env.NODE_ENV;
  const { module: table } = await runnerImport(resolve(module), {
    configFile: false,
    logLevel: 'warn',
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  const { OPTIONS, OPTION_NAMES, attributeName, parseOptions } = table;
  if (!OPTIONS || !Array.isArray(OPTION_NAMES) || typeof attributeName !== 'function')
    throw new Error(`${module} no longer exports OPTIONS, OPTION_NAMES and attributeName`);
  const defaults = constantDefaults(parseOptions);
  return OPTION_NAMES.map((name) => {
    const row = OPTIONS[name];
    const policy = Object.fromEntries(
      Object.entries(FLAGS).map(([flag, constant]) => [
        flag,
        Boolean(typeof table[constant] === 'number' && row.policy & table[constant]),
      ]),
    );
    return {
      name,
      script: attributeName(name, 'script'),
      element: attributeName(name, 'element'),
      fix: row.fix,
      policy,
      ...(Object.hasOwn(defaults, name) && { default: defaults[name] }),
    };
  });
}

/** The defaults `parseOptions` applies whatever the page: those two different pages agree on. */
function constantDefaults(parseOptions) {
  if (typeof parseOptions !== 'function') return {};
  const page = (url, lang) => ({
    scriptUrl: `${url}/boxoffice.js`,
    pageUrl: `${url}/page`,
    documentLang: lang,
    navigatorLangs: [],
    languages: ['en', lang],
  });
  const a = parseOptions({ key: 'k' }, 'mount', page('https://a.example', 'de'));
  const b = parseOptions({ key: 'k' }, 'mount', page('https://b.example', 'fr'));
  if (!a.ok || !b.ok) return {};
  return Object.fromEntries(
    Object.entries(a.options).filter(
      ([name, value]) => name !== 'key' && typeof value === 'string' && b.options[name] === value,
    ),
  );
}
