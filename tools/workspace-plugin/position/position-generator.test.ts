import { createTreeWithEmptyWorkspace } from '@nx/devkit/testing';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isOpen, loadPositions, positionFrontmatterSchema } from '@agency/positions';
import { positionGenerator } from './position-generator.ts';

const now = new Date('2026-03-01T20:00:00Z');

describe('nx g @agency/workspace:position', () => {
  it('writes a position the real schema and loader accept, at the region office, open for 30 days', () => {
    const tree = createTreeWithEmptyWorkspace();
    positionGenerator(tree, { title: 'Content Writer', region: 'in', now });
    const file = 'libs/collections/in/positions/content-writer.md';
    const source = tree.read(file, 'utf8')!;
    const yaml = /^---\n([\s\S]*?)\n---\n/.exec(source)![1]!;
    // The real schema, strict: an unknown or missing field fails it.
    expect(positionFrontmatterSchema.parse(parse(yaml))).toMatchObject({
      title: 'Content Writer',
      location: { type: 'office', city: 'Noida', country: 'IN' },
      salary: { currency: 'INR' },
      // 20:00 UTC is 01:30 the next day in India.
      datePosted: '2026-03-02',
      validThrough: '2026-04-01T23:59:00+05:30',
    });
    const [position, ...others] = loadPositions({ [file]: source });
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
