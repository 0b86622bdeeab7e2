import type { PageContent, PageSection } from './page-content.ts';

/** The section of a page with this id, checked to be of the expected kind. */
export function findSection<K extends PageSection['kind']>(
  page: PageContent,
  id: string,
  kind: K,
): Extract<PageSection, { kind: K }> {
  const section = page.sections.find((s) => s.id === id);
  if (!section || section.kind !== kind) throw new Error(`${page.meta.path}: no ${kind} section '${id}'`);
  return section as Extract<PageSection, { kind: K }>;
}

/** The kinds of a page's sections in order: its stack as the requirements list it. */
export function sectionKinds(page: PageContent): string[] {
  return page.sections.map((s) => `${s.kind}:${s.id}`);
}
