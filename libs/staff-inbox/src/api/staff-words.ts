const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** A stored ISO time in the reader's own time zone. */
export const shownTime = (iso: string): string => dateTime.format(new Date(iso));
