const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * An ISO date (`2026-03-05`) as both our locales, en-GB and en-IN, write it
 * long: "5 March 2026". Not Intl.DateTimeFormat: its first use in a page loads
 * ICU's data, 20-90 ms of main thread while the blog page hydrates. Read in
 * UTC, so the prerendered and the hydrated date are the same.
 */
export function longDate(isoDate: string): string {
  const date = new Date(isoDate);
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
