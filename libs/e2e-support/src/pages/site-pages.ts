import type { Region } from '@agency/contract';
import { regionPath, routeTable, type PageName, type RoutePath } from '@agency/content';

export interface SitePage {
  region: Region;
  page: PageName;
  path: RoutePath;
  /** What a browser requests: the region's path, URL-encoded (the space in Temporary-Contract Staffing). */
  url: string;
}

/** Every route of one regional tree. */
export function sitePagesOf(region: Region): SitePage[] {
  return routeTable.map(({ path, page }) => ({
    region,
    page,
    path,
    url: encodeURI(regionPath(region, path)),
  }));
}
