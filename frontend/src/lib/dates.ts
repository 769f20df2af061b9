// Dates as the shop shows them (spec section 9): in the Maldives time zone,
// with a short month, in en-US order: "Nov 22, 2026" and "Nov 22, 2026, 5:21 AM".

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

function format(iso: string, formatter: Intl.DateTimeFormat): string {
  const date = new Date(iso);
  // An unreadable timestamp is shown as it came rather than as "Invalid Date".
  return Number.isNaN(date.getTime()) ? iso : withPlainSpaces(formatter.format(date));
}

/** "Nov 22, 2026": the day in the Maldives. */
export function formatDate(iso: string): string {
  return format(iso, dateFormat);
}

/** "Nov 22, 2026, 5:21 AM": the day and time in the Maldives. */
export function formatDateTime(iso: string): string {
  return format(iso, dateTimeFormat);
}
