// Demo helper: shows every push into window.dataLayer in a log (data-log), as Tag Manager
// would receive it. It creates the dataLayer before the widget does, as Tag Manager's snippet
// would. A plain file, so the page keeps working under a strict CSP; text only, never HTML.
const script = document.currentScript;
window.dataLayer = window.dataLayer || [];
const layer = window.dataLayer;
const push = layer.push.bind(layer);
layer.push = (...entries) => {
  const log = document.querySelector(script.dataset.log);
  for (const entry of entries) {
    const item = document.createElement('li');
    item.textContent = JSON.stringify(entry);
    log?.append(item);
  }
  return push(...entries);
};
