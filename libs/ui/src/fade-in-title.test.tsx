import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FadeInTitle } from './fade-in-title.tsx';
import { cssOf, renderWithTheme } from './render-with-theme.tsx';

// jsdom has neither IntersectionObserver nor Web Animations: these stand in
// for the browser's, and let the test say when the title enters the view.
let observed: { callback: IntersectionObserverCallback; observer: IntersectionObserver }[] = [];
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    observed.push({ callback, observer: this as unknown as IntersectionObserver });
  }
  observe() {}
  disconnect() {}
}
function reportIntersecting(isIntersecting: boolean) {
  for (const { callback, observer } of observed)
    act(() => callback([{ isIntersecting } as IntersectionObserverEntry], observer));
}

const animation = { pause: vi.fn(), play: vi.fn(), cancel: vi.fn() };
const animate = vi.fn(() => animation as unknown as Animation);
let reducedMotion = false;

beforeEach(() => {
  observed = [];
  vi.clearAllMocks();
  reducedMotion = false;
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query.includes('reduce') }));
  Element.prototype.animate = animate;
});

afterEach(() => {
  vi.unstubAllGlobals();
  delete (Element.prototype as Partial<Element>).animate;
});

describe('FadeInTitle', () => {
  it('renders a visible heading of its level, with no hiding style in the markup', () => {
    renderWithTheme(<FadeInTitle level={2}>Benefits</FadeInTitle>);
    const heading = screen.getByRole('heading', { level: 2, name: 'Benefits' });
    expect(heading).not.toHaveAttribute('style');
    expect(cssOf(heading)).not.toContain('opacity');
  });

  it('holds an off-screen title at the start frame and rises 20px into place when it comes into view', () => {
    renderWithTheme(<FadeInTitle level={2}>Benefits</FadeInTitle>);
    reportIntersecting(false);
    expect(animate).toHaveBeenCalledWith(
      [
        { opacity: 0, transform: 'translateY(20px)' },
        { opacity: 1, transform: 'none' },
      ],
      expect.objectContaining({ duration: 600, fill: 'both' }),
    );
    expect(animation.pause).toHaveBeenCalled();
    expect(animation.play).not.toHaveBeenCalled();
    reportIntersecting(true);
    expect(animation.play).toHaveBeenCalled();
  });

  it('never hides a title that is already on screen', () => {
    renderWithTheme(<FadeInTitle level={2}>Benefits</FadeInTitle>);
    reportIntersecting(true);
    expect(animate).not.toHaveBeenCalled();
  });

  it('does not move at all under prefers-reduced-motion', () => {
    reducedMotion = true;
    renderWithTheme(<FadeInTitle level={2}>Benefits</FadeInTitle>);
    reportIntersecting(false);
    reportIntersecting(true);
    expect(observed).toEqual([]);
    expect(animate).not.toHaveBeenCalled();
  });
});
