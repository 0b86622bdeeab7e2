import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After a client-side navigation, start the new page at its top (spec
 * section 2: the UK layout scrolls to the top on every path change), or at
 * the target of the link's #fragment. The first load is left to the browser,
 * which restores positions on reload and back/forward.
 */
export function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  const shown = useRef(`${pathname}${hash}`);
  useEffect(() => {
    const now = `${pathname}${hash}`;
    if (shown.current === now) return;
    shown.current = now;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}
