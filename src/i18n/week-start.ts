/**
 * The first day of the week where the buyer's locale is: Monday in Germany, Sunday in the
 * United States and Israel, Saturday in Egypt. Engines that know it say so through
 * `Intl.Locale`'s week information (`getWeekInfo()`, earlier the `weekInfo` accessor); the
 * others get CLDR's table of regions (https://www.unicode.org/cldr/charts/latest/supplemental/territory_information.html),
 * for the locale's region or, without one, its likely region (`ar` is Egypt, `pt` Brazil).
 */

/** The regions whose week starts on Sunday, Saturday or Friday (CLDR `weekData`); else Monday. */
const FIRST_DAYS: Record<number, string> = {
  7: 'AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW',
  6: 'AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY',
  5: 'MV',
};

/** What the engine may tell of a locale's week. */
interface WeekInfo {
  firstDay?: number;
}

/** The engine's week information of `locale`, where it has any. */
function engineWeek(locale: Intl.Locale): WeekInfo | undefined {
  const withInfo = locale as Intl.Locale & { getWeekInfo?(): WeekInfo; weekInfo?: WeekInfo };
  return typeof withInfo.getWeekInfo === 'function' ? withInfo.getWeekInfo() : withInfo.weekInfo;
}

/** The first day of the week from CLDR's table, by the locale's (likely) region. */
export function tableFirstDay(locale: Intl.Locale): number {
  const region = locale.region ?? locale.maximize().region ?? '';
  for (const [day, regions] of Object.entries(FIRST_DAYS))
    if (regions.split(' ').includes(region)) return Number(day);
  return 1;
}

/**
 * The first day of the week of `tag`, as an ISO weekday (1 Monday … 7 Sunday): the engine's
 * week information, else CLDR's table. Monday for a tag the engine cannot read.
 */
export function firstDayOfWeek(tag: string): number {
  try {
    const locale = new Intl.Locale(tag);
    const fromEngine = engineWeek(locale)?.firstDay;
    return fromEngine && fromEngine >= 1 && fromEngine <= 7 ? fromEngine : tableFirstDay(locale);
  } catch {
    return 1;
  }
}
