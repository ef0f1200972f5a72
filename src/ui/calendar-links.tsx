/**
 * What "Add to calendar" offers once opened (the `calendar` chunk's part of it, see
 * event-actions.tsx): the `.ics` file as a Blob URL the browser downloads (which a strict CSP
 * allows), made while the offer is open and revoked after, and links that open Google
 * Calendar and Outlook with the event, each a checked `https:` link to a new tab.
 */
import { useEffect, useState } from 'preact/hooks';
import type { EventDetail } from '../api/schemas';
import { googleCalendarUrl, outlookUrl } from '../model/calendar-links';
import { type CalendarEvent, icsText } from '../model/ics';
import { NewTabLink } from './new-tab-link';
import { safeUrl } from './safe-url';
import { useText } from './text';

/** Props of `CalendarLinks`. */
export interface CalendarLinksProps {
  event: EventDetail;
  /** The API's base URL: its host makes the calendar entry's UID unique. */
  api?: string | undefined;
}

/** The event as its calendar entry tells it: no buyer, the organizer's page only when safe. */
function calendarEvent(event: EventDetail): CalendarEvent {
  return { ...event, url: safeUrl(event.checkoutUrl) ?? undefined };
}

/** The API's host; the page's without one. */
function hostOf(api: string | undefined): string {
  try {
    return new URL(api ?? location.href).host;
  } catch {
    return 'boxoffice';
  }
}

/** The calendar file and the Google Calendar and Outlook links of `event`, as list items. */
export function CalendarLinks({ event, api }: CalendarLinksProps) {
  const { t } = useText();
  const [file, setFile] = useState<string | null>(null);
  useEffect(() => {
    const text = icsText(calendarEvent(event), Date.now(), hostOf(api));
    if (!text) return;
    const href = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
    setFile(href);
    return () => URL.revokeObjectURL(href);
  }, [event, api]);
  const shown = calendarEvent(event);
  const google = safeUrl(googleCalendarUrl(shown));
  const outlook = safeUrl(outlookUrl(shown));
  return (
    <>
      {file && (
        <li>
          <a class="bo-action" href={file} download={`${event.slug}.ics`}>
            {t.event.calendarFile}
          </a>
        </li>
      )}
      {google && (
        <li>
          <NewTabLink href={google} label="Google Calendar" />
        </li>
      )}
      {outlook && (
        <li>
          <NewTabLink href={outlook} label="Outlook" />
        </li>
      )}
    </>
  );
}
