import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permanentStaffingPage } from '@agency/content';
import { BenefitsSection } from './benefits-section.tsx';
import { renderBlock } from './render-block.tsx';

const benefits = permanentStaffingPage.in.sections.find((s) => s.kind === 'benefits')!;

describe('BenefitsSection', () => {
  it("shows every benefit card with an 'Enquire Now' link to the contact page, described by its title", () => {
    if (benefits.kind !== 'benefits') throw new Error('not a benefits section');
    renderBlock(<BenefitsSection section={benefits} />);
    const region = screen.getByRole('region', { name: benefits.heading });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(9);
    const links = within(region).getAllByRole('link', { name: 'Enquire Now' });
    expect(links).toHaveLength(9);
    expect(links[0]).toHaveAttribute('href', '/ContactUs');
    expect(links[0]).toHaveAccessibleDescription(benefits.items[0]!.title);
  });
});
