import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssOf, renderWithTheme } from './render-with-theme.tsx';
import { Stack } from './stack.tsx';
import { theme } from './theme.ts';

describe('Stack', () => {
  it('lays out a list in a column with a gap from the spacing scale', () => {
    renderWithTheme(
      <Stack as="ul" gap="lg" aria-label="Steps">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    const css = cssOf(screen.getByRole('list', { name: 'Steps' }));
    expect(css).toContain('flex-direction:column');
    expect(css).toContain(`gap:${theme.space.lg}`);
    expect(css).toContain('list-style:none');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('wraps rows by default', () => {
    renderWithTheme(
      <Stack direction="row" align="center" aria-label="Row" role="group">
        <span>a</span>
      </Stack>,
    );
    const css = cssOf(screen.getByRole('group', { name: 'Row' }));
    expect(css).toContain('flex-direction:row');
    expect(css).toContain('flex-wrap:wrap');
    expect(css).toContain('align-items:center');
  });
});
