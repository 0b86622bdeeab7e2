import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Grid } from './grid.tsx';
import { cssOf, renderWithTheme } from './render-with-theme.tsx';
import { theme } from './theme.ts';

describe('Grid', () => {
  it('is one column on phones and adds columns from the tablet and desktop breakpoints', () => {
    renderWithTheme(
      <Grid as="ul" columns={{ base: 1, tablet: 2, desktop: 4 }} aria-label="Cards">
        <li>a</li>
        <li>b</li>
      </Grid>,
    );
    const css = cssOf(screen.getByRole('list', { name: 'Cards' }));
    expect(css).toContain('grid-template-columns:repeat(1, minmax(0, 1fr))');
    expect(css).toContain(`@media (min-width: ${theme.breakpoints.tablet})`);
    expect(css).toMatch(/min-width: 768px\)\{[^}]*grid-template-columns:repeat\(2, minmax\(0, 1fr\)\)/);
    expect(css).toMatch(/min-width: 1024px\)\{[^}]*grid-template-columns:repeat\(4, minmax\(0, 1fr\)\)/);
  });
});
