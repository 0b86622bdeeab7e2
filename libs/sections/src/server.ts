// Build-time only: kept out of the public entry so no server code can reach a browser bundle.
export { renderSitePage, type RenderedPage } from './site/render-site-page.tsx';
export type { JsonLd, UrlOf } from './seo/structured-data.ts';
