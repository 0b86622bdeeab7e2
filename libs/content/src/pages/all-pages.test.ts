import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../routes.ts';
import { allPageMeta, sectionPages } from './all-pages.ts';
import { blogMeta } from './blog.ts';
import { homeInFeatures, homeInHero, homeInServices } from './home-in.ts';
import { homeUkAbout, homeUkServices, homeUkWhyChoose } from './home-uk.ts';
import { clientLogos } from './shared/clients.ts';
import { teamMembers } from './shared/team.ts';

const publicDir = new URL('../../public', import.meta.url);
const everything = [
  sectionPages,
  homeInHero,
  homeInFeatures,
  homeInServices,
  homeUkAbout,
  homeUkWhyChoose,
  homeUkServices,
];
const allText = JSON.stringify(everything);

describe('the whole site', () => {
  it('gives every page of both trees a unique title and description', () => {
    const metas = allPageMeta();
    const pages = routeTable.length * 2;
    expect(metas).toHaveLength(pages);
    expect(new Set(metas.map((m) => m.meta.title)).size).toBe(pages);
    expect(new Set(metas.map((m) => m.meta.description)).size).toBe(pages);
    for (const { meta } of metas) {
      // The prerender appends ' | <brand>' (up to 24 characters); keep titles short enough to read in results.
      expect(meta.title).not.toContain('Brightpath');
      expect(meta.title.length).toBeLessThanOrEqual(70);
      expect(meta.description.length).toBeGreaterThan(70);
      expect(meta.description.length).toBeLessThanOrEqual(170);
    }
  });

  it.each([
    '35,000+ pre-vetted CVs',
    '100+ in-house specialists',
    '5+ countries',
    '20+ countries',
    '50% shorter recruitment timeline',
    'developer match',
    '99.9% uptime',
    '24/7 support',
    '94% of first impressions',
    '57%',
    '75%',
    '50%',
    '93%',
    '60%',
    '65%',
    '55%',
    '70%',
  ])('quotes the marketing figure %s', (figure) => {
    const text = allText.replaceAll('"value":"35,000+","label":"pre-vetted CVs"', '35,000+ pre-vetted CVs');
    expect(text).toContain(figure);
  });

  it('links only to pages that exist, in the visitor’s tree unless the requirements say otherwise', () => {
    const paths = new Set(
      routeTable.flatMap((r) => [r.path as string, r.path === '/' ? '/uk' : `/uk${r.path}`]),
    );
    const hrefs = [...allText.matchAll(/"href":"([^"]+)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) expect(paths, href).toContain(href);
    for (const region of ['in', 'uk'] as const) {
      const regionHrefs = [
        ...JSON.stringify(Object.values(sectionPages).map((p) => p[region])).matchAll(/"href":"([^"]+)"/g),
      ];
      for (const [, href] of regionHrefs) expect(href!.startsWith('/uk')).toBe(region === 'uk');
    }
  });

  it('uses UK spelling in the copy', () => {
    const uk = JSON.stringify(Object.values(sectionPages).map((p) => p.uk));
    expect(uk).not.toMatch(/optimiz|organiz|colors?\b|\bcenter\b|analyz|behavior|\bprogram\b/i);
  });

  it('has every image on disk, sized as declared, with alt text or empty alt for decoration', () => {
    const images = [
      ...clientLogos.map((l) => l.image),
      ...teamMembers.map((m) => m.image),
      ...[...allText.matchAll(/"image":(\{[^}]+\})/g)].map(
        (m) => JSON.parse(m[1]!) as { src: string; alt: string; width: number; height: number },
      ),
    ];
    // The pattern found the sections' images too, not only the lists named above.
    expect(images.length).toBeGreaterThan(clientLogos.length + teamMembers.length);
    for (const image of images) {
      const svg = readFileSync(new URL(`.${image.src}`, `${publicDir.href}/`), 'utf8');
      expect(svg, image.src).toContain(`viewBox="0 0 ${image.width} ${image.height}"`);
      expect(typeof image.alt).toBe('string');
    }
  });

  it('keeps the blog title apart per region', () => {
    expect(blogMeta.in.title).not.toBe(blogMeta.uk.title);
  });
});
