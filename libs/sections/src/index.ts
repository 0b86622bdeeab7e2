export { lazyPage, type LazyPage, type PageLoader, type PageModule } from './site/lazy-page.ts';
export { routesFromPages, type SiteDefinition, type SiteRoute } from './site/site-definition.ts';
export { matchSiteRoute } from './site/match-site-route.ts';
export { SiteRoot } from './site/site-root.tsx';
export { hydrateSite } from './site/hydrate-site.tsx';
export { SiteHeader, type HeaderLink, type SiteHeaderProps } from './header/site-header.tsx';
export { SiteLayout, type SiteLayoutProps } from './layout/site-layout.tsx';
export { HeroSection } from './blocks/hero-section.tsx';
export { IntroSection } from './blocks/intro-section.tsx';
export { ContactSection } from './blocks/contact-section.tsx';
export { NotFoundSection } from './blocks/not-found-section.tsx';
export { RegionBanner } from './region-banner/region-banner.tsx';
export {
  rememberRegionChoice,
  rememberedRegionChoice,
  suggestedRegion,
  type RegionId,
} from './region-banner/region-preference.ts';
