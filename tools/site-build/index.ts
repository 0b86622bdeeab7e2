// The build-time tooling of the two sites, an Nx project of its own: the
// prerender (a Vite plugin), the page script's bundling, the SEO check and the
// Vite settings the sites share. The sites' vite.config.ts import it by name,
// so a change here marks the sites' builds (docs/architecture.md).
export { prerenderPlugin } from './prerender/prerender-plugin.ts';
export { outputFileFor, prerenderSite, type ServerEntry } from './prerender/prerender-site.ts';
export { bundlePageScript } from './prerender/page-script.ts';
export { finishPage, withPageScript } from './prerender/finish-page.ts';
export {
  escapeHtml,
  fillTemplate,
  jsonForScript,
  type PageHead,
  type SeoHead,
} from './prerender/html-page.ts';
export { precompressDir } from './prerender/precompress.ts';
export {
  absoluteUrl,
  defaultOrigin,
  isReleaseBuild,
  regionOfPath,
  regions,
  seoOriginsFromEnv,
  treePath,
  type SeoOrigins,
} from './prerender/seo-config.ts';
export {
  checkSites,
  summaryLine,
  type CheckResult,
  type Problem,
  type SiteDist,
} from './seo-check/check-sites.ts';
export { siteTreeshake } from './vite/site-treeshake.ts';
export {
  imageWidths,
  madeCropPattern,
  responsiveImagesPlugin,
  type ResponsiveImageModule,
  type ResponsiveImagesApi,
} from './vite/responsive-images.ts';
