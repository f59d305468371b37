// Made on first use: building it costs about 60 ms on a phone, and this file loads with the app's
// route code long before a date is shown.
let dateTime: Intl.DateTimeFormat | undefined;

/** An ISO timestamp as people read it; text that is not a date is shown as it came. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  dateTime ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return dateTime.format(date);
}
