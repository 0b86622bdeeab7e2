import { minuteMs } from '@agency/staff-contract';

/** How long something has waited (or took), as staff read it at a glance: "45 min", "3 h", "2 days". */
export function waitedFor(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / minuteMs);
  if (minutes < 1) return 'under a minute';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return hours === 1 ? '1 h' : `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} days`;
}
