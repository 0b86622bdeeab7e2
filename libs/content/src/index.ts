export {
  routeTable,
  regionPath,
  ukBasePath,
  type PageName,
  type RouteEntry,
  type RoutePath,
} from './routes.ts';
export type { RegionConfig } from './regions/region-config.ts';
export { indiaRegion } from './regions/india.ts';
export { ukRegion } from './regions/uk.ts';
export type { CallToAction, HeroContent, IntroContent, PageMeta } from './pages/page-content.ts';
export { homeInContact, homeInHero, homeInMeta } from './pages/home-in.ts';
export { homeUkEnquiry, homeUkHero, homeUkMeta } from './pages/home-uk.ts';
export { careersHero, careersJobApplication, careersMeta, careersProposal } from './pages/careers.ts';
export { websiteDevelopmentIntro, websiteDevelopmentMeta } from './pages/website-development.ts';
export {
  temporaryContractStaffingIntro,
  temporaryContractStaffingMeta,
} from './pages/temporary-contract-staffing.ts';
export { indiaBranch, offices, ukHeadquarters, type Office } from './regions/offices.ts';
export {
  headerNavigation,
  footerNavigation,
  type CountryOption,
  type FooterNavigation,
  type HeaderNavigation,
  type NavGroup,
  type NavItem,
  type NavLink,
} from './navigation.ts';
export { socialProfiles, type SocialProfile } from './regions/social.ts';
export { companies } from './regions/company.ts';
