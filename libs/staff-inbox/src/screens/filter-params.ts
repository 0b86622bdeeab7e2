import { useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

/** Changes to some of the page's search parameters: a value sets one, an empty one removes it. */
export type FilterChanges = Record<string, string | undefined>;

/**
 * The page's search parameters, and a setter that changes some of them in
 * place (no history entry). Each change builds on the last one asked for
 * while its navigation is pending: a route's loader may hold the address back
 * for seconds on a slow line, and a second filter chosen meanwhile must not
 * undo the first, as building on the address shown would.
 */
export function useFilterParams(): [URLSearchParams, (changes: FilterChanges) => void] {
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  // The last search asked for, and the address it was asked from.
  const asked = useRef<{ from: string; search: string } | undefined>(undefined);
  const set = (changes: FilterChanges) => {
    const base = asked.current?.from === search ? asked.current.search : search;
    const next = new URLSearchParams(base);
    for (const [name, value] of Object.entries(changes))
      if (value) next.set(name, value);
      else next.delete(name);
    asked.current = { from: search, search: `?${next}` };
    void setParams(next, { replace: true });
  };
  return [params, set];
}
