// Demo: a single-page app adds and removes <box-office> elements; each mounts when added and
// unmounts (listeners, timers, observers, DOM) when removed.
const toggle = document.querySelector('#toggle');
const slot = document.querySelector('#spa-slot');
const status = document.querySelector('#spa-status');

toggle.addEventListener('click', () => {
  const current = slot.querySelector('box-office');
  if (current) {
    current.remove();
    toggle.textContent = 'Add a widget';
    status.textContent = 'Widget removed.';
    return;
  }
  const widget = document.createElement('box-office');
  widget.setAttribute('event', 'summer-fest');
  widget.setAttribute('key', 'pk_test_demo');
  slot.append(widget);
  toggle.textContent = 'Remove the widget';
  status.textContent = 'Widget added.';
});
