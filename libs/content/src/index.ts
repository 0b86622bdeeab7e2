export {
  routeTable,
  regionPath,
  ukBasePath,
  type BlogPath,
  type CareersPath,
  type PageName,
  type RouteEntry,
  type RoutePath,
  type SitePath,
} from './routes.ts';
export type { RegionConfig } from './regions/region-config.ts';
export { indiaRegion } from './regions/india.ts';
export { ukRegion } from './regions/uk.ts';
export { regionConfigs } from './regions/region-configs.ts';
// Page copy and data of both regions (one module per page; see pages/index.ts).
export * from './pages/index.ts';
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
