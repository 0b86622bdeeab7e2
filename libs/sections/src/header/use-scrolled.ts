import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled (offset above 0, docs/requirements.md §9). Always false
 * on the first render so the prerendered HTML and hydration agree; the real
 * value is read in the effect.
 */
export function useScrolled(enabled: boolean): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setScrolled(window.scrollY > 0);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [enabled]);
  return scrolled;
}
