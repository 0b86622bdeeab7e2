// The names the prerendered HTML and the page script share, declared once:
// the components write them, the script finds its elements by them. Nothing
// else is imported here, so the page script carries no component code.

/** The phone menu's dialog. */
export const siteMenuId = 'site-menu';
/** On a header group (a bar dropdown or a menu accordion): its id. */
export const navGroupAttribute = 'data-nav-group';
/** On the header that takes the scrolled style (UK). */
export const scrolledStyleAttribute = 'data-scrolled-style';
/** Set on that header while the page is scrolled, where CSS cannot tell (no scroll timelines). */
export const scrolledAttribute = 'data-scrolled';
/**
 * On a link or button that chooses a region ('in' or 'uk'): the choice is
 * remembered for the region banner, which goes away.
 */
export const regionChoiceAttribute = 'data-region-choice';
/** The region banner, hidden until the script finds the browser points to the other region. */
export const regionBannerId = 'region-banner';
/** On the region banner: the region of the site it is on. */
export const bannerRegionAttribute = 'data-region';
