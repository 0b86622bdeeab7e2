import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MapFacade } from './map-facade.tsx';
import { renderBlock } from './render-block.tsx';

// That a browser fetches nothing from the map provider until the map is
// opened is checked in Chromium: every page's requests stay on its own origin
// (libs/e2e-support/src/suites/pages/third-party-request-tests.ts), and the
// map opens when asked (site-in-e2e's islands.spec.ts).
describe('MapFacade', () => {
  it('holds a lazy 250 px OpenStreetMap frame in a closed disclosure, opened by its summary with no script', async () => {
    const { container } = renderBlock(
      <MapFacade place="Noida office" latitude={28.627} longitude={77.3725} />,
    );
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    const frame = screen.getByTitle('Map of our Noida office');
    expect(details).toContainElement(frame);
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('height', '250');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    expect(frame.getAttribute('src')).toContain('marker=28.627%2C77.3725');

    await userEvent.click(screen.getByText('Show map of our Noida office'));
    expect(details.open).toBe(true);
  });
});
