import { css } from '@emotion/react';
import { useState } from 'react';
import { Button, Stack, Text } from '@agency/ui';

export interface MapFacadeProps {
  /** Names the place in the button and the frame title ('Noida office'). */
  place: string;
  latitude: number;
  longitude: number;
  /** docs/requirements.md §9: the map is 250 pixels high. */
  height?: number;
}

function embedUrl(latitude: number, longitude: number): string {
  const box = [longitude - 0.01, latitude - 0.006, longitude + 0.01, latitude + 0.006].map((n) =>
    n.toFixed(4),
  );
  return `https://www.openstreetmap.org/export/embed.html?bbox=${box.join('%2C')}&layer=mapnik&marker=${latitude}%2C${longitude}`;
}

/**
 * A click-to-load map: nothing is fetched from the map provider until the
 * visitor asks, so the page stays fast and shares no data with a third party
 * on load. The box keeps the map's height, so loading it shifts nothing.
 */
export function MapFacade({ place, latitude, longitude, height = 250 }: MapFacadeProps) {
  const [loaded, setLoaded] = useState(false);
  const boxCss = css`
    height: ${height}px;
    width: 100%;
    border-radius: 12px;
    overflow: hidden;
  `;
  if (loaded)
    return (
      <iframe
        title={`Map of our ${place}`}
        src={embedUrl(latitude, longitude)}
        height={height}
        loading="lazy"
        referrerPolicy="no-referrer"
        css={[boxCss, { border: 0, display: 'block' }]}
      />
    );
  return (
    <div
      data-map-facade=""
      css={(t) => [
        boxCss,
        css`
          display: grid;
          place-items: center;
          padding: ${t.space.md};
          background: repeating-linear-gradient(
            45deg,
            ${t.colors.surface} 0 12px,
            ${t.colors.brandTint} 12px 24px
          );
          border: ${t.borderWidths.thin} solid ${t.colors.border};
        `,
      ]}
    >
      <Stack gap="sm" align="center">
        <Text align="center" tone="default">
          The map loads from OpenStreetMap when you ask for it.
        </Text>
        <Button type="button" onClick={() => setLoaded(true)}>
          {`Show map of our ${place}`}
        </Button>
      </Stack>
    </div>
  );
}
