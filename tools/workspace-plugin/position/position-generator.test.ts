import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CollectionError } from '@agency/articles/collection';
import { isOpen, loadPositions, positionFrontmatterSchema } from '@agency/positions';
import { positionGenerator } from './position-generator.ts';

const now = new Date('2026-03-01T20:00:00Z');

describe('nx g @agency/workspace:position', () => {
  it('writes a position the build refuses, naming each placeholder, until the team has written it', () => {
    const tree = createTreeWithEmptyWorkspace();
    positionGenerator(tree, { title: 'Content Writer', region: 'in', now });
    const file = 'libs/collections/in/positions/content-writer.md';
    const source = tree.read(file, 'utf8')!;
    const reason =
      'still has the placeholder "TODO" from npm run new:position: write the real text (a position is live from the next build)';
    expect(() => loadPositions({ [file]: source })).toThrow(CollectionError);
    expect(() => loadPositions({ [file]: source })).toThrow(
      [
        [3, 'summary'],
        [12, 'salary.min'],
        [13, 'salary.max'],
        [21, 'body'],
      ]
        .map(([line, field]) => `  ${file}:${line}: ${field}: ${reason}`)
        .join('\n'),
    );
    // What the team writes in their place.
    const written = source
      .replace(/^summary: .*$/m, 'summary: Write the words that sell our clients.')
      .replace('min: TODO', 'min: 600000')
      .replace('max: TODO', 'max: 900000')
      .replaceAll('TODO: one line each.', 'Articles.');
    const yaml = /^---\n([\s\S]*?)\n---\n/.exec(written)![1]!;
    // The real schema, strict: an unknown or missing field fails it.
    expect(positionFrontmatterSchema.parse(parse(yaml))).toMatchObject({
      title: 'Content Writer',
      location: { type: 'office', city: 'Noida', country: 'IN' },
      salary: { currency: 'INR', min: 600000, max: 900000 },
      // 20:00 UTC is 01:30 the next day in India.
      datePosted: '2026-03-02',
      validThrough: '2026-04-01T23:59:00+05:30',
    });
    const [position, ...others] = loadPositions({ [file]: written });
    expect(others).toEqual([]);
    expect(position!.slug).toBe('content-writer');
    expect(isOpen(position!, now)).toBe(true);
  });

  it('writes UK positions at the London office in pounds, and refuses a file that exists', () => {
    const tree = createTreeWithEmptyWorkspace();
    positionGenerator(tree, { title: 'SEO Lead', region: 'uk', now });
    const source = tree.read('libs/collections/uk/positions/seo-lead.md', 'utf8')!;
    expect(source).toContain('city: London');
    expect(source).toContain('currency: GBP');
    expect(() => positionGenerator(tree, { title: 'SEO Lead', region: 'uk', now })).toThrow(
      'libs/collections/uk/positions/seo-lead.md exists',
    );
  });
});
