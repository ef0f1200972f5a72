/**
 * Notices (part="notice"): errors are announced assertively (role="alert"), everything else
 * politely (role="status"). Links are only rendered for safe URLs (`safe-url.ts`).
 */
import type { ComponentChildren, Ref } from 'preact';
import { errorText } from '../i18n/index';
import type { InventoryChange } from '../model/basket';
import type { UnsellableReason } from '../model/sellability';
import { isolated } from './bidi';
import { safeUrl } from './safe-url';
import { useShell } from './shell';
import { useText } from './text';

/** Props of `Notice`. */
export interface NoticeProps {
  /** Colour and ARIA role: `error` → role="alert", others → role="status". */
  tone: 'info' | 'warning' | 'error';
  /** Optional bold first line. */
  title?: string;
  /** The message (text). */
  children?: ComponentChildren;
  /** Optional link, dropped unless its `href` is https (or http on localhost). Opens in the top window, or with `newTab` in a new tab. */
  link?: {
    href: string | null | undefined;
    label: string;
    newTab?: boolean;
    onClick?: () => void;
    /** Ref to the rendered anchor (e.g. to move focus to it). */
    ref?: Ref<HTMLAnchorElement>;
  };
  /** Optional button, e.g. "Try again". */
  action?: { label: string; onClick: () => void };
}

/** A boxed message with optional link and action. */
export function Notice({ tone, title, children, link, action }: NoticeProps) {
  const href = safeUrl(link?.href);
  return (
    <div
      class={`bo-msg bo-msg--${tone}`}
      part="notice"
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {title && <p class="bo-msg__title">{title}</p>}
      {children && <p class="bo-msg__text">{children}</p>}
      {(href || action) && (
        <p class="bo-msg__actions">
          {href && link && (
            <a
              class="bo-link"
              href={href}
              target={link.newTab ? '_blank' : '_top'}
              rel={link.newTab ? 'noopener' : 'noopener noreferrer'}
              onClick={link.onClick}
              ref={link.ref}
            >
              {link.label}
            </a>
          )}
          {action && (
            <button type="button" class="bo-btn bo-btn--secondary" onClick={action.onClick}>
              {action.label}
            </button>
          )}
        </p>
      )}
    </div>
  );
}

/** Props of `ErrorNotice`. */
export interface ErrorNoticeProps {
  /** `errorCode(error)` from src/api/errors.ts, or `invalid_payment_url` / `empty_basket` / `config`. */
  code: string;
  /** When given, shows a "Try again" button. */
  onRetry?: () => void;
  /** A way out, when the error ends the buyer's path here (`useFallback`). */
  link?: NoticeProps['link'];
}

/** An error notice whose text comes from the catalogue by code (never from the server's message). */
export function ErrorNotice({ code, onRetry, link }: ErrorNoticeProps) {
  const { t } = useText();
  return (
    <Notice
      tone="error"
      action={onRetry && { label: t.errors.retry, onClick: onRetry }}
      {...(link && { link })}
    >
      {errorText(t, code)}
    </Notice>
  );
}

/**
 * The way out of a notice that ends the buyer's path: the `fallbackUrl` option when it is a
 * safe URL, else the event's hosted `checkoutUrl`, else none (`Notice` drops an unsafe one).
 */
export function useFallback(checkoutUrl?: string | null): NoticeProps['link'] {
  const { t } = useText();
  const given = safeUrl(useShell()?.options?.value.fallbackUrl);
  if (given) return { href: given, label: t.embed.fallback };
  return checkoutUrl ? { href: checkoutUrl, label: t.sale.buyElsewhere } : undefined;
}

/** Props of `SaleNotice`. */
export interface SaleNoticeProps {
  /** Why the widget doesn't sell this event (or these tiers) itself. */
  reason: UnsellableReason;
  /** The event's hosted checkout; linked when it is a safe URL and no `fallbackUrl` was given. */
  checkoutUrl?: string | null;
}

/** Says why tickets can't be bought here and links to the way out where there is one. */
export function SaleNotice({ reason, checkoutUrl }: SaleNoticeProps) {
  const { t } = useText();
  const link = useFallback(checkoutUrl);
  const tone = reason === 'cancelled' ? 'warning' : 'info';
  return (
    <Notice tone={tone} {...(link && { link })}>
      {t.sale[reason]}
    </Notice>
  );
}

/** Props of `InventoryNotice`. */
export interface InventoryNoticeProps {
  /** What the last `409 inventory_changed` took out of the basket (the session's `inventoryChanges`). */
  changes: readonly InventoryChange[];
}

/** Says which tiers the basket lost to fresh inventory, and how many ("VIP: 3 → 1"); nothing when none. */
export function InventoryNotice({ changes }: InventoryNoticeProps) {
  const { t, f } = useText();
  if (changes.length === 0) return null;
  return (
    <Notice tone="warning">
      {changes.flatMap((c, i) => [
        i > 0 && ' ',
        ...isolated(t.tiers.reduced, c.name, f.count(c.from), f.count(c.to)),
      ])}
    </Notice>
  );
}
