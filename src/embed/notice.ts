/** The notice a widget shows when it cannot start (the console says why): one `role="alert"` line. */
import { setLang } from '../i18n/locale';
import { el } from './dom';

/** Replaces what `root` shows with the notice `text`, written in `lang` (and its direction). */
export function showNotice(root: ParentNode, text: string, lang: string): void {
  const notice = el('p', 'bo-notice', text);
  notice.setAttribute('part', 'notice');
  notice.setAttribute('role', 'alert');
  setLang(notice, lang);
  root.replaceChildren(notice);
}
