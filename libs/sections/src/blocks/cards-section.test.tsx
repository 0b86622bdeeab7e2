import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { homeInServices, homeUkServices } from '@agency/content';
import { CardsSection } from './cards-section.tsx';
import { renderBlock } from './render-block.tsx';

describe('CardsSection', () => {
  it('links each service card to its page and marks only the first as highlighted', () => {
    renderBlock(<CardsSection section={homeInServices} />);
    const region = screen.getByRole('region', { name: 'Our Marketing Services' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(10);
    expect(items[0]).toHaveAttribute('data-highlighted', 'true');
    expect(items.slice(1).every((item) => !item.hasAttribute('data-highlighted'))).toBe(true);
    expect(within(items[0]!).getByRole('link', { name: 'Explore Web Development' })).toHaveAttribute(
      'href',
      '/services/website-development',
    );
  });

  it('keeps the UK home cards on the unprefixed service paths', () => {
    renderBlock(<CardsSection section={homeUkServices} />);
    expect(screen.getByRole('link', { name: 'More about SEO' })).toHaveAttribute('href', '/services/seo');
  });
});
