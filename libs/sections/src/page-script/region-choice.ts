import type { Region } from '@agency/contract';
import { rememberRegionChoice, pointsToOtherRegion } from './region-preference.ts';
import { bannerRegionAttribute, regionBannerId, regionChoiceAttribute } from './page-dom.ts';

/**
 * Remembers the region a visitor chooses (the country selector, or the
 * banner's link or its button to stay), which puts the banner away; and
 * shows the region banner, hidden in the HTML, to a browser that points to
 * the other region and has not chosen before.
 */
export function followRegionChoice(): void {
  const banner = document.getElementById(regionBannerId)!;
  addEventListener('click', (event) => {
    const choice = (event.target as Element).closest(`[${regionChoiceAttribute}]`);
    if (!choice) return;
    rememberRegionChoice(choice.getAttribute(regionChoiceAttribute) as Region);
    banner.hidden = true;
  });
  banner.hidden = !pointsToOtherRegion(banner.getAttribute(bannerRegionAttribute) as Region);
}
