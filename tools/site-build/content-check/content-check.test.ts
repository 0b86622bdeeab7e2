import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const main = join(import.meta.dirname, 'main.ts');
let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'content-check-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A collection folder as a region's team keeps it, in a temp workspace. */
function collection(region: string, kind: string, files: Record<string, string | Buffer>): string {
  const folder = join(root, 'libs/collections', region, kind);
  mkdirSync(folder, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(join(folder, name), content);
  return folder;
}

const check = (...folders: string[]) => {
  const run = spawnSync(process.execPath, [main, ...folders], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout, err: run.stderr };
};

const photo = (width: number) =>
  sharp({ create: { width, height: Math.round((width * 9) / 16), channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();

const article = (fields: string[]) =>
  [
    '---',
    'title: Faster shops',
    'description: What made our clients’ shops fast.',
    'author: Priya Nair',
    'published: 2025-09-18T09:30:00+01:00',
    'category: Web Development',
    ...fields,
    '---',
    '',
    'A paragraph with [a link](javascript:alert(1)).',
    '',
  ].join('\n');

describe('the content check (nx run <collection>:check, which every site build runs first)', () => {
  it('reports every bad file of a collection with its path, line and reason, and fails', async () => {
    const folder = collection('uk', 'articles', {
      'faster-shops.md': article(['hero:', '  src: small.jpg', "  alt: ''"]),
      'small.jpg': await photo(1000),
      'second.md': article(['hero:', '  src: big.jpg', "  alt: ''", 'slug: faster-shops']).replace(
        'author: Priya Nair',
        'author: Nobody',
      ),
      'big.jpg': await photo(1400),
    });
    const { status, err } = check(folder);
    expect(status).toBe(1);
    const link =
      'link "javascript:alert(1)": a javascript: link loses its target on the page, leaving a link to nowhere; link to a page of the site (/services/seo) or a web address (https://...)';
    expect(err.split('\n').slice(1, -1)).toEqual([
      `  ${folder}/faster-shops.md:8: hero.src: "small.jpg" is 1000 px wide: a hero must be at least 1344 px wide, the widest the page shows it`,
      `  ${folder}/faster-shops.md:12: body: ${link}`,
      `  ${folder}/second.md:10: slug: duplicate slug "faster-shops": ${folder}/faster-shops.md has it too`,
      `  ${folder}/second.md:4: author: unknown author "Nobody": must be a team member (Asha Verma, Rohan Mehta, Priya Nair, Daniel Brooks, Kavya Iyer, Arjun Malhotra)`,
      `  ${folder}/second.md:13: body: ${link}`,
    ]);
    expect(err).toMatch(/^content-check: .*articles: 5 problems \(docs\/content\.md, [\d.]+ s\):/);
  });

  it('checks positions against the offices, and passes good collections', async () => {
    const position = (location: string) =>
      [
        '---',
        'title: SEO',
        'summary: Grow our clients’ search traffic.',
        `location: ${location}`,
        'employmentType: FULL_TIME',
        'salary: { currency: GBP, min: 30000, max: 40000, unit: YEAR }',
        'datePosted: 2026-11-02',
        'validThrough: 2027-01-31T23:59:00+00:00',
        '---',
        '',
        '## What you will do\n\n- Audits.\n\n## What you will need\n\n- Patience.',
        '',
      ].join('\n');
    const leeds = collection('uk', 'positions', {
      'seo.md': position('{ type: hybrid, city: Leeds, region: West Yorkshire, country: GB }'),
    });
    const bad = check(leeds);
    expect(bad.status).toBe(1);
    expect(bad.err).toContain(
      `${leeds}/seo.md:4: location.city: Leeds, West Yorkshire, GB is none of our offices`,
    );

    rmSync(join(leeds, 'seo.md'));
    writeFileSync(
      join(leeds, 'seo.md'),
      position('{ type: hybrid, city: London, region: Greater London, country: GB }'),
    );
    const articles = collection('uk', 'articles', {
      'a.md': article(['hero:', '  src: a.jpg', "  alt: ''"]).replace(
        '[a link](javascript:alert(1))',
        'text',
      ),
      'a.jpg': await photo(1344),
    });
    const good = check(leeds, articles);
    expect(good.status).toBe(0);
    expect(good.out).toMatch(/content-check: .*positions: 1 files, no problem/);
    expect(good.out).toMatch(/content-check: .*articles: 1 files, no problem/);
  });

  it('refuses a folder that is no kind of collection it knows', () => {
    const folder = collection('uk', 'recipes', {});
    const { status, err } = check(folder);
    expect(status).toBe(2);
    expect(err).toContain('no check for this kind of collection (articles, positions)');
  });
});
