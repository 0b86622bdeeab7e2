import { useEffect, useRef, useState } from 'react';
import type { LeadSummary } from '@agency/staff-contract';

/**
 * Counts the leads that appeared at the top of the list since it was first
 * shown with these filters (the list refetches on its own), for a polite
 * live region: a screen reader hears of new arrivals without losing its place.
 */
export function useNewArrivals(filtersKey: string, firstPage: LeadSummary[] | undefined): number {
  const seen = useRef<{ key: string; references: Set<string> } | null>(null);
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!firstPage) return;
    if (seen.current?.key !== filtersKey) {
      seen.current = { key: filtersKey, references: new Set(firstPage.map((lead) => lead.reference)) };
      setCount(0);
      return;
    }
    const known = seen.current.references;
    const fresh = firstPage.filter((lead) => !known.has(lead.reference));
    for (const lead of fresh) known.add(lead.reference);
    if (fresh.length > 0) setCount((before) => before + fresh.length);
  }, [filtersKey, firstPage]);
  return count;
}
