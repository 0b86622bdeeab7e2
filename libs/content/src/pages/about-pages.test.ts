import { describe, expect, it } from 'vitest';
import { findSection } from './find-section.ts';
import { whoWeArePage } from './who-we-are.ts';
import { whyChooseUsPage } from './why-choose-us.ts';

describe('Why choose us content', () => {
  for (const region of ['in', 'uk'] as const) {
    const page = whyChooseUsPage[region];
    it(`${region}: three features and a culture grid of six values`, () => {
      expect(findSection(page, 'features', 'cards').items.map((i) => i.title)).toEqual([
        'Tailored strategies',
        'Experienced experts',
        'Transparent reporting',
      ]);
      expect(findSection(page, 'culture', 'cards').items.map((i) => i.title)).toEqual([
        'Ownership',
        'Recognition',
        'Collaboration',
        'Integrity',
        'Growth',
        'Work-life balance',
      ]);
    });
  }
});

describe('Who we are content', () => {
  for (const region of ['in', 'uk'] as const) {
    const page = whoWeArePage[region];
    it(`${region}: intro, six expertise cards and four reasons`, () => {
      expect(page.sections.map((s) => s.kind)).toEqual(['intro', 'cards', 'cards']);
      expect(findSection(page, 'expertise', 'cards').items).toHaveLength(6);
      expect(findSection(page, 'reasons', 'cards').items.map((i) => i.title)).toEqual([
        'Security',
        'Quality',
        'Ability',
        'Relation',
      ]);
    });
  }
});
