/**
 * The event's "Add to calendar" and "Map", in its header and on the confirmation. "Add to
 * calendar" is a disclosure button; opened, it shows what the `calendar` chunk offers (the
 * `.ics` file and the Google Calendar and Outlook links, calendar-links.tsx), that chunk being
 * asked for as the buyer comes near the button, so the event's first paint carries none of
 * it. "Map" opens the venue on OpenStreetMap in a new tab. Both carry only the event's own
 * facts, never the buyer's, and `hide` leaves them out (`add-to-calendar`, `map`).
 */
import { useId, useState } from 'preact/hooks';
import type { EventDetail } from '../api/schemas';
import { mapUrl } from '../model/map-link';
import { NewTabLink } from './new-tab-link';
import { safeUrl } from './safe-url';
import { type CalendarTools, useHidden, useShell } from './shell';
import { useText } from './text';

/** Props of `EventActions`. */
export interface EventActionsProps {
  event: EventDetail;
}

/** "Add to calendar" and "Map" for `event`, as far as it has them and `hide` leaves them. */
export function EventActions({ event }: EventActionsProps) {
  const { t } = useText();
  const hidden = useHidden();
  const load = useShell()?.calendar;
  const map = hidden.has('map') ? null : safeUrl(mapUrl(event));
  const calendar = !hidden.has('add-to-calendar') && load ? load : null;
  if (!map && !calendar) return null;
  return (
    <div class="bo-actions">
      {calendar && <AddToCalendar event={event} load={calendar} />}
      {map && <NewTabLink href={map} label={t.event.map} />}
    </div>
  );
}

/** The disclosure button and, opened, the calendar chunk's file and links. */
function AddToCalendar({
  event,
  load,
}: {
  event: EventDetail;
  load: () => Promise<CalendarTools>;
}) {
  const { t } = useText();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [tools, setTools] = useState<CalendarTools | null>(null);
  const api = useShell()?.options?.value.api;
  const prepare = () => {
    if (!tools) void load().then(setTools, () => {});
  };
  return (
    <div class="bo-add">
      <button
        type="button"
        class="bo-action"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={panelId}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => {
          prepare();
          setOpen(!open);
        }}
      >
        {t.event.addToCalendar}
      </button>
      <ul
        id={panelId}
        class="bo-add__list"
        hidden={!open}
        aria-busy={open && !tools ? 'true' : undefined}
      >
        {open && tools && <tools.CalendarLinks event={event} api={api} />}
      </ul>
    </div>
  );
}
