/** What a widget that cannot start shows and logs (SPEC §1.1): one console error, one notice. */
import { logError } from './log';
import { sheet, themeCss } from './theme-sheet';

/** Logs `message` once and renders a short visible notice about `attribute` in `host`'s shadow root. */
export function showProblem(host: HTMLElement, attribute: string, message: string): void {
  logError(message);
  try {
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [sheet(themeCss(undefined, null))];
    const notice = document.createElement('p');
    notice.className = 'bo-notice';
    notice.setAttribute('part', 'notice');
    notice.setAttribute('role', 'alert');
    notice.textContent = `Tickets can't be shown here: the ticket widget's "${attribute}" setting needs fixing (details in the browser console).`;
    root.replaceChildren(notice);
  } catch {
    // The console error above is the fallback when the host cannot take a shadow root.
  }
}
