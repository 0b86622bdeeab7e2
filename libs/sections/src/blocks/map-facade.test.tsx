import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MapFacade } from './map-facade.tsx';
import { renderBlock } from './render-block.tsx';

describe('MapFacade', () => {
  it('loads no map frame until the visitor asks, then shows a 250 px OpenStreetMap embed', async () => {
    const { container } = renderBlock(
      <MapFacade place="Noida office" latitude={28.627} longitude={77.3725} />,
    );
    expect(container.querySelector('iframe')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show map of our Noida office' }));

    const frame = screen.getByTitle('Map of our Noida office');
    expect(frame).toHaveAttribute('height', '250');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?/);
    expect(frame.getAttribute('src')).toContain('marker=28.627%2C77.3725');
    expect(screen.queryByRole('button', { name: /Show map/ })).toBeNull();
  });
});
