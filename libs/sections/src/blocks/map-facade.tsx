import { css, useTheme, type Theme } from '@emotion/react';

export interface MapFacadeProps {
  /** Names the place in the link and the frame title ('Noida office'). */
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

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The frame's first document, written inline (srcdoc: no request): the
 * facade, in the site's colours, whose link loads the map into the frame.
 */
function facadeDocument(t: Theme, place: string, mapUrl: string): string {
  const { colors, space } = t;
  const style = `
    html { height: 100%; }
    body {
      margin: 0; height: 100%; display: grid; place-content: center; justify-items: center; gap: ${space.sm};
      padding: ${space.md}; box-sizing: border-box; text-align: center;
      font: 16px/1.5 ${t.fonts.body}; color: ${colors.ink};
      background: repeating-linear-gradient(45deg, ${colors.surface} 0 12px, ${colors.brandTint} 12px 24px);
    }
    p { margin: 0; }
    a {
      display: inline-flex; align-items: center; min-height: 44px; padding: ${space.sm} ${space.lg}; border-radius: ${t.radii.pill};
      background: ${colors.brand}; color: ${colors.onBrand}; font-weight: 600; text-decoration: none;
    }
    a:hover { background: ${colors.brandStrong}; }
    a:focus-visible { outline: ${t.borderWidths.focus} solid ${colors.focus}; outline-offset: ${t.borderWidths.focus}; }`;
  return (
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Map of our ${escapeHtml(place)}</title>` +
    `<style>${style}</style>` +
    '<p>The map loads from OpenStreetMap when you ask for it.</p>' +
    `<a href="${escapeHtml(mapUrl)}" referrerpolicy="no-referrer">Show map of our ${escapeHtml(place)}</a>`
  );
}

const frameCss = (height: number) => (t: Theme) => css`
  display: block;
  width: 100%;
  height: ${height}px;
  border: ${t.borderWidths.thin} solid ${t.colors.border};
  border-radius: 12px;
`;

/**
 * A click-to-load map, with no script: the frame's first document is the
 * facade itself, written inline, and its link loads the map into the same
 * frame. Nothing reaches the map provider until the visitor follows it, with
 * scripts on or off (a lazy frame is no answer: without scripts a browser
 * loads every frame at once), and the page shares no data with a third party
 * on load. The frame has the map's height from the start, so opening it
 * shifts nothing.
 */
export function MapFacade({ place, latitude, longitude, height = 250 }: MapFacadeProps) {
  const theme = useTheme();
  return (
    <iframe
      data-map-facade=""
      title={`Map of our ${place}`}
      srcDoc={facadeDocument(theme, place, embedUrl(latitude, longitude))}
      height={height}
      referrerPolicy="no-referrer"
      css={frameCss(height)}
    />
  );
}
