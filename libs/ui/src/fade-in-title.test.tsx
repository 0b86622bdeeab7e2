import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FadeInTitle } from './fade-in-title.tsx';
import { cssOf, renderWithTheme } from './render-with-theme.tsx';
import { theme } from './theme.ts';

describe('FadeInTitle', () => {
  it('is an ordinary visible heading, with its reveal driven by the scroll position alone', () => {
    renderWithTheme(
      <FadeInTitle level={2} id="benefits">
        Why clients stay
      </FadeInTitle>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Why clients stay' });
    expect(heading).toBeVisible();
    const css = cssOf(heading);
    expect(css).toContain('animation-timeline:view()');
    expect(css).toContain('@media (prefers-reduced-motion: no-preference)');
    // The keyframes rise by the theme's 20 px from below.
    const keyframes = Array.from(document.querySelectorAll('style'))
      .map((style) => style.textContent)
      .join('\n');
    expect(keyframes).toContain(`transform:translateY(${theme.motion.revealRise})`);
    expect(theme.motion.revealRise).toBe('20px');
  });
});
