// How wide the layout shows an article's images, as `sizes` says it to the browser, so it picks
// the smallest candidate that fills them (tools/site-build's imageWidths are made for these).

/** The hero and the body's images: the 42rem prose column, or the screen less the page's 1rem padding. */
export const proseImageSizes = '(min-width: 44rem) 42rem, calc(100vw - 2rem)';

/** A card's image: one column on a phone, two from the tablet breakpoint, three from the desktop's. */
export const cardImageSizes =
  '(min-width: 1024px) 22rem, (min-width: 768px) calc(50vw - 3rem), calc(100vw - 4rem)';
