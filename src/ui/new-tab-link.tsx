/** A link that opens in a new tab, saying so to screen readers (the event's map and calendar links). */
import { useText } from './text';

/** `label` linking to `href` (a checked `https:` URL) in a new tab, without the page as opener or referrer. */
export function NewTabLink({ href, label }: { href: string; label: string }) {
  const { t } = useText();
  return (
    <a class="bo-action" href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span class="bo-sr"> {t.event.newTab}</span>
    </a>
  );
}
