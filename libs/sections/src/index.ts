export { createSite, type OwnPages, type SiteOptions } from './site/create-site.tsx';
export type { Site, SitePage } from './site/site-definition.ts';
export { siteIslands } from './islands/site-islands.ts';
export { SiteIsland } from './islands/site-island.tsx';
export { FormIsland } from './islands/form-island.tsx';
export { SiteHeader, type SiteHeaderProps } from './header/site-header.tsx';
export { SiteFooter, type SiteFooterProps } from './footer/site-footer.tsx';
export { SiteLayout, type SiteLayoutProps } from './layout/site-layout.tsx';
export { NotFoundContent, type NotFoundContentProps } from './layout/not-found-content.tsx';
export { HeroSection } from './blocks/hero-section.tsx';
export { IntroSection } from './blocks/intro-section.tsx';
export { PageHeaderSection } from './blocks/page-header-section.tsx';
export { ProcessSection } from './blocks/process-section.tsx';
export { BenefitsSection } from './blocks/benefits-section.tsx';
export { CardsSection } from './blocks/cards-section.tsx';
export { StatisticsSection } from './blocks/statistics-section.tsx';
export { CtaSection } from './blocks/cta-section.tsx';
export { ProseSection } from './blocks/prose-section.tsx';
export { LogoStripSection } from './blocks/logo-strip-section.tsx';
export { TeamSection } from './blocks/team-section.tsx';
export { BlogCardsSection } from './blocks/blog-cards-section.tsx';
export { OfficeDetails } from './blocks/office-details.tsx';
export { OfficesSection } from './blocks/offices-section.tsx';
export { LetsConnectSection } from './blocks/lets-connect-section.tsx';
export { FormSection, type FormSectionProps } from './blocks/form-section.tsx';
export { UkEnquirySection } from './blocks/uk-enquiry-section.tsx';
export { JobApplicationSection } from './blocks/job-application-section.tsx';
export { ProposalSection } from './blocks/proposal-section.tsx';
export { UkCallbackHero } from './blocks/uk-callback-hero.tsx';
export { UkAboutSection } from './blocks/uk-about-section.tsx';
export { UkContactBlock } from './blocks/uk-contact-block.tsx';
export { PageSections } from './templates/page-sections.tsx';
export { ServicePage } from './templates/service-page.tsx';
export {
  rememberRegionChoice,
  rememberedRegionChoice,
  suggestedRegion,
} from './region-banner/region-preference.ts';
