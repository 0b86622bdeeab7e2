import { css, type Theme } from '@emotion/react';
import { buttonCss, Text } from '@agency/ui';

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

const boxCss = (height: number) => (t: Theme) => css`
  position: relative;
  display: grid;
  place-items: center;
  gap: ${t.space.sm};
  height: ${height}px;
  width: 100%;
  padding: ${t.space.md};
  border-radius: 12px;
  overflow: hidden;
  background: repeating-linear-gradient(45deg, ${t.colors.surface} 0 12px, ${t.colors.brandTint} 12px 24px);
  border: ${t.borderWidths.thin} solid ${t.colors.border};
  align-content: center;
  /* Open: the frame fills the box, its full height. */
  &:has(> details[open]) {
    border: 0;
  }
  &:has(> details[open]) > p,
  details[open] > summary {
    display: none;
  }
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
    display: block;
  }
`;

/**
 * A click-to-load map, with no script: the frame is lazy inside a closed
 * `<details>`, and a browser fetches no lazy frame that is not rendered, so
 * nothing reaches the map provider until the visitor opens it (and the page
 * shares no data with a third party on load). The box keeps the map's
 * height, so opening it shifts nothing.
 */
export function MapFacade({ place, latitude, longitude, height = 250 }: MapFacadeProps) {
  return (
    <div data-map-facade="" css={boxCss(height)}>
      <Text align="center" tone="default">
        The map loads from OpenStreetMap when you ask for it.
      </Text>
      <details>
        <summary
          css={(t) => css`
            ${buttonCss(t)};
            list-style: none;
          `}
        >
          {`Show map of our ${place}`}
        </summary>
        <iframe
          title={`Map of our ${place}`}
          src={embedUrl(latitude, longitude)}
          height={height}
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      </details>
    </div>
  );
}
