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
// Page copy and data of both regions (one module per page; see pages/index.ts).
export * from './pages/index.ts';
export { indiaBranch, offices, ukHeadquarters, type Office } from './regions/offices.ts';
