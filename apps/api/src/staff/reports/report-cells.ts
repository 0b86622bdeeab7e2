/** How a report's table writes its numbers: the same cells on the page and in its CSV. */
export const countCell = (n: number) => String(n);
/** A share of 0 to 1 as a percentage with one decimal. */
export const shareCell = (share: number) => `${(share * 100).toFixed(1)}%`;
/** At most one decimal, none when whole: 2, 2.5. Empty when there is no figure (the page shows a dash). */
export const decimalCell = (n: number | null) => (n === null ? '' : String(Number(n.toFixed(1))));
/** Minutes as hours, one decimal at most. */
export const hoursCell = (minutes: number | null) => decimalCell(minutes === null ? null : minutes / 60);
