import { scrolledAttribute, scrolledStyleAttribute } from './page-dom.ts';

/**
 * Marks the UK header while the page is scrolled, for a browser without
 * scroll timelines, where CSS alone cannot tell (site-header.tsx applies the
 * mark only there). Only a change of state touches the DOM.
 */
export function followScroll(): void {
  const header = document.querySelector(`[${scrolledStyleAttribute}]`);
  if (!header) return;
  const update = () => header.toggleAttribute(scrolledAttribute, scrollY > 0);
  addEventListener('scroll', update, { passive: true });
  update();
}
