// Dates as the shop shows them (spec section 9): in the Maldives time zone,
// with a short month, in en-US order: "Nov 22, 2026" and "Nov 22, 2026, 5:21 AM".
// Browsers and Node carry no CLDR data for Dhivehi, so Intl cannot write a
// Dhivehi date: on a Dhivehi page the month's name, the order of the parts
// and the half of the day come from the catalogue (`dates.*`), the digits
// stay Western as every number of the shop (decisions 226 and 250).

const MALDIVES_TIME_ZONE = 'Indian/Maldives';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: MALDIVES_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: MALDIVES_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Recent ICU versions put a narrow no-break space before AM/PM; text and tests want a plain one. */
function withPlainSpaces(text: string): string {
  return text.replace(/[\u202f\u00a0]/g, ' ');
}

function readable(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

function format(iso: string, formatter: Intl.DateTimeFormat): string {
  const date = readable(iso);
  // An unreadable timestamp is shown as it came rather than as "Invalid Date".
  return date === null ? iso : withPlainSpaces(formatter.format(date));
}

/** "Nov 22, 2026": the day in the Maldives. */
export function formatDate(iso: string): string {
  return format(iso, dateFormat);
}

/** "Nov 22, 2026, 5:21 AM": the day and time in the Maldives. */
export function formatDateTime(iso: string): string {
  return format(iso, dateTimeFormat);
}

// ---- A language without Intl's data: the catalogue's words ----

/** A text of the catalogue with its values (useT's, englishT's). */
export type DateT = (id: string, values?: Record<string, string | number>) => string;

/** The catalogue's ids of the months, January first. */
export const MONTH_IDS = [
  'dates.january',
  'dates.february',
  'dates.march',
  'dates.april',
  'dates.may',
  'dates.june',
  'dates.july',
  'dates.august',
  'dates.september',
  'dates.october',
  'dates.november',
  'dates.december',
] as const;

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: MALDIVES_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h23',
});

type Parts = { year: number; month: number; day: number; hour: number; minute: string };

/** The calendar day and the clock in the Maldives, as numbers. */
function maldivesParts(date: Date): Parts {
  const parts: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(date)) {
    parts[part.type] = part.value;
  }
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    // Some engines write midnight as 24 even on the 23-hour clock.
    hour: Number(parts.hour) % 24,
    minute: parts.minute ?? '00',
  };
}

function writtenDate(parts: Pick<Parts, 'year' | 'month' | 'day'>, t: DateT): string {
  return t('dates.date', { day: String(parts.day), month: t(MONTH_IDS[parts.month - 1] ?? MONTH_IDS[0]), year: String(parts.year) });
}

function writtenTime(parts: Parts, t: DateT): string {
  // The 12-hour clock, as the English pages: 12:05 after midnight is AM, after noon PM.
  const hour = parts.hour % 12 === 0 ? 12 : parts.hour % 12;
  return t('dates.time', { hour: String(hour), minute: parts.minute, period: t(parts.hour < 12 ? 'dates.am' : 'dates.pm') });
}

/** How a page writes its dates. */
export type DateWriter = {
  /** "Nov 22, 2026" / "22 ނޮވެމްބަރު 2026": the day in the Maldives. */
  date: (iso: string) => string;
  /** "Nov 22, 2026, 5:21 AM" / "22 ނޮވެމްބަރު 2026، 5:21 މކ". */
  dateTime: (iso: string) => string;
  /** "Nov 23" / "23 ނޮވެމްބަރު": a calendar day ("2026-11-23", already the Maldives'). */
  day: (ymd: string) => string;
};

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** "2026-11-23" as "Nov 23"; as it came when unreadable. */
function englishDay(ymd: string): string {
  const parsed = readable(`${ymd}T00:00:00Z`);
  return parsed === null ? ymd : shortDay.format(parsed);
}

/** English: Intl's en-US, the spec's format, as always. */
export const englishDates: DateWriter = { date: formatDate, dateTime: formatDateTime, day: englishDay };

/** A language Intl has no data for, written with the catalogue's words (`t`). */
export function datesWithWords(t: DateT): DateWriter {
  return {
    date(iso) {
      const date = readable(iso);
      return date === null ? iso : writtenDate(maldivesParts(date), t);
    },
    dateTime(iso) {
      const date = readable(iso);
      if (date === null) {
        return iso;
      }
      const parts = maldivesParts(date);
      return t('dates.dateTime', { date: writtenDate(parts, t), time: writtenTime(parts, t) });
    },
    day(ymd) {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(ymd);
      const month = match === null ? 0 : Number(match[2]);
      if (match === null || month < 1 || month > 12) {
        return ymd;
      }
      return t('dates.day', { day: String(Number(match[3])), month: t(MONTH_IDS[month - 1] ?? MONTH_IDS[0]) });
    },
  };
}
