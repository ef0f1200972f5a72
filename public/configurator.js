// The embed configurator: an organizer picks key, event, mode (and for button mode a label or
// their own trigger), theme, accent, language, analytics, the tiers to show, the parts to hide,
// a fallback link, what to pre-fill and which tickets start the basket, sees the live widget
// (BoxOffice.mount / update) and copies the snippet. Text only, no HTML sinks.
const form = document.querySelector('#config');
const eventSelect = document.querySelector('#cfg-event');
const snippet = document.querySelector('#snippet');
const copyButton = document.querySelector('#copy');
const copyStatus = document.querySelector('#copy-status');
const preview = document.querySelector('#preview');
const previewTrigger = document.querySelector('#preview-trigger-slot');
const scriptUrl = new URL('/boxoffice.js', location.href).href;

/**
 * The widget's options as the build lists them (dist/options.json, from the option table of
 * src/loader/options.ts): which ones this page offers, their attributes and their defaults.
 * No list of options lives here: a field of this form whose name is an offered option is read.
 */
const OPTIONS = await fetch('/options.json').then((response) => response.json());
const OFFERED = OPTIONS.filter((option) => option.policy.configurator);

/** The answers typed as one `question-id=answer` per line; a Map keeps any id a plain key. */
function answersOf(text) {
  const answers = new Map();
  for (const line of text.split('\n')) {
    const at = line.indexOf('=');
    const id = line.slice(0, at).trim();
    if (at > 0 && id && line.slice(at + 1).trim()) answers.set(id, line.slice(at + 1).trim());
  }
  return answers;
}

/** The chosen options, only those that differ from the defaults. */
function chosen() {
  const data = new FormData(form);
  const options = {};
  for (const { name, default: fallback } of OFFERED) {
    // A list's fields (tiers, hide) carry one value each; together they are one option.
    const value = data
      .getAll(name)
      .map((v) => String(v).trim())
      .filter(Boolean)
      .join(',');
    if (name === 'answers') {
      const answers = answersOf(value);
      if (answers.size > 0) options.answers = answers;
    } else if (value && value !== fallback) options[name] = value;
  }
  // The accent only when asked for: a colour field always has a value.
  if (!data.get('useAccent')) delete options.accent;
  // The button's own options: only button mode has a button.
  if (options.mode !== 'button') {
    delete options.label;
    delete options.trigger;
  }
  return options;
}

/** `value` as a double-quoted attribute value. */
const quoted = (value) => `"${String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`;

/** One checkbox per tier of the chosen event, for `tiers` (none for the event list). */
async function loadTiers(key, slug) {
  const fieldset = document.querySelector('#cfg-tiers');
  fieldset.replaceChildren(fieldset.querySelector('legend'));
  fieldset.hidden = !slug;
  if (!slug) return;
  try {
    const response = await fetch(`/api/v1/sell/events/${encodeURIComponent(slug)}`, {
      headers: { 'X-Sell-Key': key },
    });
    const event = response.ok ? await response.json() : { tiers: [] };
    for (const tier of Array.isArray(event.tiers) ? event.tiers : []) {
      if (typeof tier.id !== 'string' || typeof tier.name !== 'string') continue;
      const box = Object.assign(document.createElement('input'), {
        type: 'checkbox',
        name: 'tiers',
        value: tier.id,
      });
      const label = document.createElement('label');
      label.append(box, ` ${tier.name}`);
      fieldset.append(label);
    }
  } catch {
    // No tier to pick: the widget shows them all.
  }
}

function isSelector(text) {
  try {
    document.createDocumentFragment().querySelector(text);
    return true;
  } catch {
    return false;
  }
}

function renderSnippet(options) {
  const { answers, ...rest } = options;
  const attributes = [
    ...Object.entries(rest).map(
      ([name, value]) =>
        ` data-${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}=${quoted(value)}`,
    ),
    ...[...(answers ?? [])].map(([id, value]) => ` data-answer-${id}=${quoted(value)}`),
  ].join('');
  snippet.textContent = `<script src="${scriptUrl}" async${attributes}></script>`;
}

async function loadEvents(key) {
  const keep = eventSelect.value;
  eventSelect.replaceChildren(new Option('All events (list)', ''));
  try {
    const response = await fetch('/api/v1/sell/events?limit=50', {
      headers: { 'X-Sell-Key': key },
    });
    const body = response.ok ? await response.json() : { data: [] };
    for (const event of Array.isArray(body.data) ? body.data : []) {
      if (typeof event.slug === 'string' && typeof event.title === 'string') {
        eventSelect.append(new Option(event.title, event.slug));
      }
    }
  } catch {
    // The list stays at "All events"; the preview shows the API's problem itself.
  }
  eventSelect.value = [...eventSelect.options].some((o) => o.value === keep) ? keep : '';
}

let widget = null;
let mode = null;
let items = null;
function refresh() {
  const options = chosen();
  renderSnippet(options);
  copyStatus.textContent = '';
  // mount()'s update() merges: every offered option is given, unset ones as undefined.
  const full = {
    ...Object.fromEntries(OFFERED.map(({ name, default: fallback }) => [name, fallback])),
    ...options,
    answers: Object.fromEntries(options.answers ?? []),
  };
  // The organizer's selector names elements of their site, not of this page: the preview's
  // stand-in button plays their part. One the browser cannot parse goes through as it is, so
  // the preview shows the widget's own notice for it.
  const standIn = Boolean(full.trigger) && isSelector(full.trigger);
  previewTrigger.hidden = !standIn;
  if (standIn) full.trigger = '#preview-trigger';
  if (!window.BoxOffice) return;
  // The items start a basket: a change shows a fresh one. The rest updates in place.
  if (widget && mode === full.mode && items === full.items) {
    widget.update(full);
  } else {
    widget?.unmount();
    // The preview shows the options: not a basket tried in it before (the widget would keep
    // the buyer's basket over the items).
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith('boxoffice:draft:')) sessionStorage.removeItem(key);
    }
    widget = window.BoxOffice.mount(preview, full);
    mode = full.mode;
    items = full.items;
  }
}

form.addEventListener('change', async (event) => {
  if (event.target.name === 'key') await loadEvents(form.elements.key.value);
  if (event.target.name === 'key' || event.target.name === 'event')
    await loadTiers(form.elements.key.value, eventSelect.value);
  refresh();
});
// Enter in the fallback link's field would submit the form and reload the page.
form.addEventListener('submit', (event) => event.preventDefault());
// The buyer's details preview as they are typed; other fields once left (the items: a fresh
// basket; a selector or a link: no notice for every half-typed one).
const PERSONAL = new Set(OPTIONS.filter((option) => option.policy.personal).map((o) => o.name));
form.addEventListener('input', (event) => {
  if (PERSONAL.has(event.target.name)) refresh();
});
copyButton.addEventListener('click', async () => {
  copyStatus.textContent = '';
  try {
    await navigator.clipboard.writeText(snippet.textContent);
    copyStatus.textContent = 'Copied';
  } catch {
    copyStatus.textContent = 'Copy failed: select the snippet and copy it by hand.';
  }
});

await loadEvents(form.elements.key.value);
eventSelect.value = 'summer-fest';
await loadTiers(form.elements.key.value, eventSelect.value);
const start = () => refresh();
if (window.BoxOffice) start();
else document.querySelector('script[src="/boxoffice.js"]').addEventListener('load', start);
