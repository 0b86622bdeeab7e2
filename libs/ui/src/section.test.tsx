import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssOf, renderWithTheme } from './render-with-theme.tsx';
import { Section } from './section.tsx';
import { theme } from './theme.ts';

describe('Section', () => {
  it('is a region named by its heading, with the tone colours from the theme', () => {
    renderWithTheme(
      <Section tone="night" aria-labelledby="t">
        <h2 id="t">Our services</h2>
      </Section>,
    );
    const css = cssOf(screen.getByRole('region', { name: 'Our services' }));
    expect(css).toContain(`background:${theme.colors.night};color:${theme.colors.onNight}`);
    expect(css).toContain(`--focus-ring:${theme.colors.focusOnDark}`);
  });

  it('defaults to the paper tone with vertical rhythm and wraps content in the centred container', () => {
    renderWithTheme(
      <Section aria-label="Intro">
        <p>Hello</p>
      </Section>,
    );
    const css = cssOf(screen.getByRole('region', { name: 'Intro' }));
    expect(css).toContain(`background:${theme.colors.paper}`);
    expect(css).toContain(`padding-block:${theme.space.xl}`);
    expect(css).toMatch(
      new RegExp(`min-width: ${theme.breakpoints.desktop}\\)\\{[^}]*padding-block:${theme.space.xxl}`),
    );
    expect(cssOf(screen.getByText('Hello').parentElement!)).toContain(`max-width:${theme.sizes.content}`);
  });

  it('can run full-bleed without the container', () => {
    renderWithTheme(
      <Section aria-label="Logos" bleed>
        <p>Strip</p>
      </Section>,
    );
    expect(screen.getByText('Strip').parentElement).toBe(screen.getByRole('region', { name: 'Logos' }));
  });
});
