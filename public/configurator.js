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

/** The chosen options, only those that differ from the defaults. */
function chosen() {
  const data = new FormData(form);
  const options = { key: String(data.get('key')) };
  for (const name of ['event', 'lang']) if (data.get(name)) options[name] = String(data.get(name));
  if (data.get('mode') !== 'inline') options.mode = String(data.get('mode'));
  if (data.get('theme') !== 'auto') options.theme = String(data.get('theme'));
  if (data.get('useAccent')) options.accent = String(data.get('accent'));
  // The button's own options: only button mode has a button.
  if (options.mode === 'button') {
    for (const name of ['label', 'trigger']) {
      const value = String(data.get(name) ?? '').trim();
      if (value) options[name] = value;
    }
  }
  if (data.get('analytics')) options.analytics = 'datalayer';
  for (const name of ['tiers', 'hide']) {
    const list = data.getAll(name).join(',');
    if (list) options[name] = list;
  }
  const fallbackUrl = String(data.get('fallbackUrl') ?? '').trim();
  if (fallbackUrl) options.fallbackUrl = fallbackUrl;
  for (const name of ['name', 'email', 'phone', 'items']) {
    const value = String(data.get(name) ?? '').trim();
    if (value) options[name] = value;
  }
  // One `question-id=answer` per line; a Map keeps any id a plain key.
  const answers = new Map();
  for (const line of String(data.get('answers') ?? '').split('\n')) {
    const at = line.indexOf('=');
    const id = line.slice(0, at).trim();
    if (at > 0 && id && line.slice(at + 1).trim()) answers.set(id, line.slice(at + 1).trim());
  }
  if (answers.size > 0) options.answers = answers;
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
  const full = {
    mode: 'inline',
    theme: 'auto',
    event: undefined,
    lang: undefined,
    accent: undefined,
    label: undefined,
    trigger: undefined,
    analytics: undefined,
    tiers: undefined,
    hide: undefined,
    fallbackUrl: undefined,
    name: undefined,
    email: undefined,
    phone: undefined,
    items: undefined,
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
// Typed options preview as they are typed (the items once the field is left: a fresh basket).
form.addEventListener('input', (event) => {
  if (['name', 'email', 'phone', 'answers'].includes(event.target.name)) refresh();
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
