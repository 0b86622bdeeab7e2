import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './heading.tsx';
import { cssOf, renderWithTheme } from './render-with-theme.tsx';
import { theme } from './theme.ts';

describe('Heading', () => {
  it('sets the outline level and the visual size separately', () => {
    renderWithTheme(
      <Heading level={2} size="lg">
        Small looking h2
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Small looking h2' });
    expect(cssOf(heading)).toContain(`font-size:${theme.fontSizes.lg}`);
  });

  it('takes a size that fits its level by default', () => {
    renderWithTheme(<Heading level={3}>Default size</Heading>);
    expect(cssOf(screen.getByRole('heading', { level: 3 }))).toContain(`font-size:${theme.fontSizes.xl}`);
  });
});
