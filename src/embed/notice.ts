/** What a widget that cannot start shows and logs (SPEC §1.1): one console error, one notice. */
import { messagesLang, pickMessages } from '../i18n/index';
import { logError } from './log';
import { sheet, themeCss } from './theme-sheet';

/**
 * Logs `message` once and renders a short visible notice about `attribute` in `host`'s shadow
 * root, in `lang` (the language asked for, else the page's; malformed tags fall back to English).
 */
export function showProblem(
  host: HTMLElement,
  attribute: string,
  message: string,
  lang = document.documentElement.lang,
): void {
  logError(message);
  try {
    const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [sheet(themeCss(undefined, null))];
    const notice = document.createElement('p');
    notice.className = 'bo-notice';
    notice.setAttribute('part', 'notice');
    notice.setAttribute('role', 'alert');
    notice.lang = messagesLang(lang);
    notice.textContent = pickMessages(lang).embed.problem(attribute);
    root.replaceChildren(notice);
  } catch {
    // The console error above is the fallback when the host cannot take a shadow root.
  }
}
