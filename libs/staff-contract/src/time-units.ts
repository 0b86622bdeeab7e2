// Durations in milliseconds, for the API and the inbox: here, not in libs/contract, so that
// using them never marks the public sites affected.
export const minuteMs = 60_000;
export const hourMs = 60 * minuteMs;
export const dayMs = 24 * hourMs;
export const weekMs = 7 * dayMs;
