/**
 * The notice a widget shows when it cannot start (the console says why): one `role="alert"`
 * line, and the way out the integrator gave (`fallbackUrl`), when there is a safe one.
 */
import { setLang } from '../shared/locale';
import { el } from './dom';

/** A link the notice offers: the buyer's way out. */
export interface NoticeLink {
  /** The `fallbackUrl` option, which its check in `options.ts` made a safe link; none when absent. */
  href: string | undefined;
  label: string;
}

/** Replaces what `root` shows with the notice `text`, written in `lang` (and its direction). */
export function showNotice(root: ParentNode, text: string, lang: string, link?: NoticeLink): void {
  const notice = el('p', 'bo-notice', text);
  if (link?.href) {
    const a = el('a', '', link.label);
    a.href = link.href;
    // The top window: the way out leaves a frame too, as the app's notices do.
    a.target = '_top';
    a.rel = 'noopener noreferrer';
    notice.append(' ', a);
  }
  notice.setAttribute('part', 'notice');
  notice.setAttribute('role', 'alert');
  setLang(notice, lang);
  root.replaceChildren(notice);
}
