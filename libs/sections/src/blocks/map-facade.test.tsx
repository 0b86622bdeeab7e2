import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MapFacade } from './map-facade.tsx';
import { renderBlock } from './render-block.tsx';

/** The frame's first document, parsed as the browser would (a document of its own: no jest-dom matchers). */
const facadeOf = (frame: HTMLElement) =>
  new DOMParser().parseFromString(frame.getAttribute('srcdoc') ?? '', 'text/html');

// That a browser fetches nothing from the map provider until the map is asked
// for, with scripts on and off, is checked in Chromium: every page's requests
// stay on its own origin (libs/e2e-support/src/suites/pages/third-party-request-tests.ts),
// and the map loads when asked (site-in-e2e's hydration-console.spec.ts).
describe('MapFacade', () => {
  it('is a 250 px frame with no source to fetch: its document, inline, links to the OpenStreetMap embed', () => {
    renderBlock(<MapFacade place="Noida office" latitude={28.627} longitude={77.3725} />);
    const frame = screen.getByTitle('Map of our Noida office');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).not.toHaveAttribute('src');
    expect(frame).toHaveAttribute('height', '250');
    const facade = facadeOf(frame);
    expect(facade.documentElement.getAttribute('lang')).toBe('en');
    expect(facade.title).toBe('Map of our Noida office');
    expect(facade.querySelector('p')?.textContent).toBe(
      'The map loads from OpenStreetMap when you ask for it.',
    );
    const link = facade.querySelector('a')!;
    expect(link.textContent).toBe('Show map of our Noida office');
    expect(link.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    expect(link.getAttribute('href')).toContain('&layer=mapnik&marker=28.627%2C77.3725');
    // Nothing else in it would load: no image, script or stylesheet from anywhere.
    expect(facade.querySelectorAll('img, script, link, iframe')).toHaveLength(0);
  });
});
