import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permanentStaffingPage, sectionPages } from '@agency/content';
import { renderBlock } from '../blocks/render-block.tsx';
import { PageSections } from './page-sections.tsx';

describe('PageSections', () => {
  it('renders a page as its sections in order, with one h1', () => {
    const page = permanentStaffingPage.uk;
    renderBlock(<PageSections sections={page.sections} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'))).toEqual(
      page.sections.map((s) => `${s.id}-title`),
    );
    expect(screen.getByRole('link', { name: 'Get Hire Now' })).toHaveAttribute('href', '/uk/Careers');
    expect(screen.getByText('35,000+')).toBeInTheDocument();
  });

  it.each(Object.entries(sectionPages))('renders %s with exactly one h1 in each region', (_name, pages) => {
    for (const region of ['in', 'uk'] as const) {
      const { unmount } = renderBlock(<PageSections sections={pages[region].sections} />);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      unmount();
    }
  });
});
