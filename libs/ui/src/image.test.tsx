import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Image, withBase } from './image.tsx';
import { renderWithTheme } from './render-with-theme.tsx';

describe('Image', () => {
  it('is lazy by default with its size set', () => {
    renderWithTheme(<Image src="/images/team/anna.svg" alt="Anna" width={320} height={240} />);
    const img = screen.getByRole('img', { name: 'Anna' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '240');
    expect(img).not.toHaveAttribute('fetchpriority');
    // Vitest's BASE_URL is '/', so the India path is unchanged.
    expect(img).toHaveAttribute('src', '/images/team/anna.svg');
  });

  it('loads a priority image eagerly and first', () => {
    renderWithTheme(<Image src="/images/hero.svg" alt="" width={800} height={600} priority />);
    const img = screen.getByRole('presentation');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('puts root-relative paths under the site base and leaves other URLs alone', () => {
    expect(withBase('/images/a.svg', '/uk')).toBe('/uk/images/a.svg');
    expect(withBase('/images/a.svg', '')).toBe('/images/a.svg');
    expect(withBase('https://cdn.example.com/a.png', '/uk')).toBe('https://cdn.example.com/a.png');
    expect(withBase('//cdn.example.com/a.png', '/uk')).toBe('//cdn.example.com/a.png');
  });
});
