/** The notice a widget shows when it cannot start (the console says why): one `role="alert"` line. */

/** Replaces what `root` shows with the notice `text`, written in `lang`. */
export function showNotice(root: ParentNode, text: string, lang: string): void {
  const notice = document.createElement('p');
  notice.className = 'bo-notice';
  notice.setAttribute('part', 'notice');
  notice.setAttribute('role', 'alert');
  notice.lang = lang;
  notice.textContent = text;
  root.replaceChildren(notice);
}
