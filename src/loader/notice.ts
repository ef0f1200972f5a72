/**
 * The notice a widget shows when it cannot start or go on (the console says why): one
 * `role="alert"` line, and the buyer's way out (`way-out.ts`) once it is known.
 */
import { setLang } from '../shared/locale';
import { el } from './dom';

/** Replaces what `root` shows with the notice `text`, written in `lang` (and its direction). */
export function showNotice(root: ParentNode, text: string, lang: string): HTMLElement {
  const notice = el('p', 'bo-notice', text);
  notice.setAttribute('part', 'notice');
  notice.setAttribute('role', 'alert');
  setLang(notice, lang);
  root.replaceChildren(notice);
  return notice;
}

/** Adds the link to `href` (a safe URL) to `notice`, labelled `label`. */
export function linkWayOut(notice: HTMLElement, href: string, label: string): void {
  const a = el('a', '', label);
  a.href = href;
  // The top window: the way out leaves a frame too, as the app's notices do.
  a.target = '_top';
  a.rel = 'noopener noreferrer';
  notice.append(' ', a);
}
