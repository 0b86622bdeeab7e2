import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Icon, iconNames } from './icon.tsx';
import { renderWithTheme } from './render-with-theme.tsx';

describe('Icon', () => {
  it('is hidden from assistive technology when decorative', () => {
    const { container } = renderWithTheme(<Icon name="mail" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is an image with a name when given a label', () => {
    renderWithTheme(<Icon name="linkedin" label="LinkedIn" />);
    expect(screen.getByRole('img', { name: 'LinkedIn' })).toBeInTheDocument();
  });

  it('draws something for every name in the set', () => {
    for (const name of iconNames) {
      const { container, unmount } = renderWithTheme(<Icon name={name} />);
      expect(container.querySelector('svg')?.childElementCount, name).toBeGreaterThan(0);
      unmount();
    }
  });
});
