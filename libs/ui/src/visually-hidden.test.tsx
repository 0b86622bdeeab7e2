import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssOf, renderWithTheme } from './render-with-theme.tsx';
import { VisuallyHidden } from './visually-hidden.tsx';

describe('VisuallyHidden', () => {
  it('keeps text in the accessible name while clipping it off screen', () => {
    renderWithTheme(
      <a href="/x">
        LinkedIn<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </a>,
    );
    expect(screen.getByRole('link', { name: 'LinkedIn (opens in a new tab)' })).toBeInTheDocument();
    const css = cssOf(screen.getByText('(opens in a new tab)'));
    expect(css).toContain('position:absolute!important');
    expect(css).toContain('clip-path:inset(50%)');
  });
});
