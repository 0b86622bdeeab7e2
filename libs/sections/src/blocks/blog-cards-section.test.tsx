import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { editorsPicks } from '@agency/content';
import { BlogCardsSection } from './blog-cards-section.tsx';
import { renderBlock } from './render-block.tsx';

describe('BlogCardsSection', () => {
  it('shows each card with its category, title, author and a machine-readable date in the region’s format', () => {
    const { container } = renderBlock(<BlogCardsSection heading="Editor's Picks" cards={editorsPicks} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    const first = editorsPicks[0]!;
    expect(screen.getByRole('heading', { level: 3, name: first.title })).toBeInTheDocument();
    expect(screen.getByText(first.category)).toBeInTheDocument();
    const time = container.querySelector(`time[datetime="${first.date}"]`);
    expect(time).toHaveTextContent('18 September 2025');
  });
});
