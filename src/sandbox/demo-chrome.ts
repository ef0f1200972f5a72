/**
 * The demo site's shared page chrome, stated once: each page in `public/` carries
 * `<!-- demo:head -->` (icon and stylesheet), `<!-- demo:header -->` (skip link, site
 * header, the nav with the current page marked) and `<!-- demo:footer -->`, and the sandbox
 * fills them in as it serves the page. Pages without the markers (embed.html, the product's iframe page) pass unchanged.
 * The chrome is English, marked so (`lang="en" dir="ltr"`) on a page in another language.
 */

/** The demo pages, in nav order. */
export const DEMO_PAGES: readonly (readonly [path: string, label: string])[] = [
  ['/index.html', 'Festival page (script tag)'],
  ['/tickets.html', 'Tickets page (inline alone)'],
  ['/iframe.html', 'Iframe mode'],
  ['/button.html', 'Button mode'],
  ['/element.html', 'Custom element'],
  ['/list.html', 'Event list'],
  ['/theming.html', 'Theming'],
  ['/csp.html', 'Strict CSP'],
  ['/configurator.html', 'Configurator'],
  ['/analytics.html', 'Analytics (dataLayer)'],
  ['/arabic.html', 'Arabic, right to left'],
];

const HEAD = `<link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="stylesheet" href="/demo.css" />`;

const FOOTER = `<footer class="site-footer">
      <div class="site-footer__inner" lang="en" dir="ltr">
        <p>Summer Fest 2027 · Tempelhofer Feld, Berlin · A BoxOffice demo site running against the local sandbox (test mode, no real payments).</p>
      </div>
    </footer>`;

/** The skip link and site header, with `current` (a URL path) marked in the nav. */
function header(current: string): string {
  const items = DEMO_PAGES.map(
    ([path, label]) =>
      `          <li><a href="${path}"${path === current ? ' aria-current="page"' : ''}>${label}</a></li>`,
  ).join('\n');
  return `<a class="skip" href="#main">Skip to content</a>
    <header class="site-header" lang="en" dir="ltr">
      <div class="site-header__inner">
        <a class="brand" href="/">Summer<span>Fest</span> 2027</a>
        <nav class="site-nav" aria-label="Demo pages">
          <ul>
${items}
          </ul>
        </nav>
      </div>
    </header>`;
}

/** `html` of the page at URL path `path` with the demo chrome filled in. */
export function withDemoChrome(html: string, path: string): string {
  const current = path.endsWith('/') ? `${path}index.html` : path;
  return html
    .replace('<!-- demo:head -->', HEAD)
    .replace('<!-- demo:header -->', header(current))
    .replace('<!-- demo:footer -->', FOOTER);
}
