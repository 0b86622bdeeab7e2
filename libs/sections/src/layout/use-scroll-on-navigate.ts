import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * After a client-side navigation, start the new page at its top (spec
 * section 2: the UK layout scrolls to the top on every path change), or at
 * the target of the link's #fragment. The first load is left to the browser,
 * which restores positions on reload and back/forward.
 */
export function useScrollOnNavigate() {
  const [pathname] = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const { hash } = window.location;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname]);
}
