import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a client-side navigation, moves focus to the new screen's h1 (each
 * has tabIndex -1) and names the tab after it, so a screen reader announces
 * where a link led instead of staying on the old link. Not on first load:
 * the browser starts at the top of the page by itself.
 */
export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) document.title = `${heading.textContent} · Staff inbox`;
    if (first.current) {
      first.current = false;
      return;
    }
    heading?.focus();
  }, [pathname]);
}
