// Demo helper: lists the host events that reach an element (data-source) in a log
// (data-log). A plain file, so pages keep working under a strict CSP; text only, never HTML.
const script = document.currentScript;
const names = ['ready', 'basket', 'quote', 'checkout', 'complete', 'error'].map(
  (n) => `boxoffice:${n}`,
);
const start = () => {
  const source = document.querySelector(script.dataset.source);
  const log = document.querySelector(script.dataset.log);
  if (!source || !log) return;
  for (const name of names) {
    source.addEventListener(name, (event) => {
      const item = document.createElement('li');
      item.textContent = `${name} ${JSON.stringify(event.detail)}`;
      log.append(item);
    });
  }
};
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
