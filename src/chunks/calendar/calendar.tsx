/**
 * The `calendar` chunk: what the list's calendar and week views (`data-view`) and the buyer's
 * calendar need beyond the first render. The list chunk loads it for those views (its model,
 * view and stylesheet); an event's "Add to calendar" loads it for the `.ics` file and the
 * calendar links, so neither weighs on the list view's or the event's first paint.
 */
import calendarCss from '../../ui/calendar.css?inline';

export { firstDayOfWeek } from '../../i18n/week-start';
export { createCalendar } from '../../model/calendar';
export { CalendarView } from '../../ui/calendar';
export { CalendarLinks } from '../../ui/calendar-links';

/** The calendar's stylesheet, adopted by the list chunk with its view. */
export const css: string = calendarCss;
