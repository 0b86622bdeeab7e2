import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from './render-with-theme.tsx';
import { SkipLink } from './skip-link.tsx';

describe('SkipLink', () => {
  it('is the first thing the keyboard reaches and points at main', async () => {
    renderWithTheme(
      <>
        <SkipLink />
        <a href="/">Home</a>
        <main id="main">Content</main>
      </>,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Skip to main content' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
  });
});
