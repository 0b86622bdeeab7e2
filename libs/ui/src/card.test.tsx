import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card.tsx';
import { cssOf, renderWithTheme } from './render-with-theme.tsx';
import { theme } from './theme.ts';

describe('Card', () => {
  it('grows to the theme hover scale (1.05) under the pointer and stays still under reduced motion', () => {
    renderWithTheme(
      <Card as="article" aria-label="Benefit">
        <h3>Fast</h3>
      </Card>,
    );
    expect(theme.motion.hoverScale).toBe(1.05);
    const css = cssOf(screen.getByRole('article', { name: 'Benefit' }));
    expect(css).toMatch(/:hover,[^{]*:focus-within\{[^}]*transform:scale\(1\.05\)/);
    expect(css).toMatch(/prefers-reduced-motion: reduce\)\{[^@]*transition:none;[^@]*transform:none/);
  });

  it('can opt out of the hover scale and be highlighted', () => {
    renderWithTheme(
      <Card as="li" hoverScale={false} highlighted>
        Web development
      </Card>,
    );
    const card = screen.getByRole('listitem');
    const css = cssOf(card);
    expect(css).toContain(`background:${theme.colors.brandStrong};color:${theme.colors.onBrand}`);
    expect(css).not.toContain('scale(');
    expect(card).toHaveAttribute('data-highlighted', 'true');
  });
});
