import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BlogCardsSection, type BlogCard } from './blog-cards-section.tsx';
import { renderBlock } from '../blocks/render-block.tsx';

const card: BlogCard = {
  to: '/blogs/fast-website',
  title: 'Five fixes that make a slow website fast in a week',
  category: 'Web Development',
  date: '2025-09-18',
  author: 'Rohan Mehta',
  excerpt: 'What cut our clients’ load times the most.',
  img: { src: '/images/blog/fast-website.svg', alt: '', width: 480, height: 270 },
};

describe('BlogCardsSection', () => {
  it('shows each card with its category, linked title, author and a machine-readable date in the region’s format', () => {
    const { container } = renderBlock(
      <BlogCardsSection id="picks" heading="Editor's Picks" cards={[card]} />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    const heading = screen.getByRole('heading', { level: 3, name: card.title });
    expect(heading.querySelector('a')).toHaveAttribute('href', '/blogs/fast-website');
    expect(screen.getByText(card.category)).toBeInTheDocument();
    const time = container.querySelector(`time[datetime="${card.date}"]`);
    expect(time).toHaveTextContent('18 September 2025');
    expect(screen.getByRole('region', { name: "Editor's Picks" })).toBeInTheDocument();
  });
});
