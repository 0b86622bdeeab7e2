import { ukBasePath, type RoutePath } from '../routes.ts';
import type { Region } from '@agency/contract';
import type { PageContent, PageMeta, PageSection } from './page-content.ts';

/** What one region changes in a shared section: fields replaced as a whole. */
export type SectionOverride = Partial<Omit<PageSection, 'kind' | 'id'>> & Record<string, unknown>;

/** A page written once for both regions; the differences are overrides, not copies. */
export interface RegionalPageSource {
  path: RoutePath;
  /** Titles and descriptions are unique per page and per region (search results show them). */
  meta: Record<Region, Omit<PageMeta, 'path'>>;
  sections: PageSection[];
  overrides?: Partial<Record<Region, Record<string, SectionOverride>>>;
}

/** The path of a route in a region's tree. */
export function pathInRegion(region: Region, href: string): string {
  if (region === 'in' || !href.startsWith('/') || href.startsWith(`${ukBasePath}/`) || href === ukBasePath)
    return href;
  return href === '/' ? ukBasePath : `${ukBasePath}${href}`;
}

/** Moves every link of shared copy into the region's tree, except those marked `exact`. */
export function localiseLinks<T>(value: T, region: Region): T {
  if (Array.isArray(value)) return value.map((item: unknown) => localiseLinks(item, region)) as T;
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, localiseLinks(inner, region)]);
  const copy = Object.fromEntries(entries) as Record<string, unknown>;
  if (typeof copy['href'] === 'string' && copy['exact'] !== true)
    copy['href'] = pathInRegion(region, copy['href']);
  return copy as T;
}

function pageFor(source: RegionalPageSource, region: Region): PageContent {
  const patches = source.overrides?.[region] ?? {};
  const sections = source.sections.map((section) => {
    const patch = patches[section.id];
    return patch ? ({ ...section, ...patch } as PageSection) : section;
  });
  return {
    meta: { path: source.path, ...source.meta[region] },
    sections: localiseLinks(sections, region),
  };
}

/** Resolves a shared page into what each region shows. */
export function regionalPage(source: RegionalPageSource): Record<Region, PageContent> {
  for (const region of Object.keys(source.overrides ?? {}) as Region[]) {
    for (const id of Object.keys(source.overrides?.[region] ?? {})) {
      if (!source.sections.some((s) => s.id === id))
        throw new Error(`${source.path}: override for unknown section '${id}'`);
    }
  }
  return { in: pageFor(source, 'in'), uk: pageFor(source, 'uk') };
}
