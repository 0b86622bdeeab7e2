import type { Region } from '@agency/contract';
import { css, Global, type Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { regionPath, routeTable } from '@agency/content';
import { AppLink, Button, mediaUp, theme } from '@agency/ui';
import { rememberRegionChoice, suggestedOtherRegion } from './region-preference.ts';

const barCss = (t: Theme) => css`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: 20;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${t.space.sm} ${t.space.md};
  padding: ${t.space.sm} ${t.space.md};
  background: ${t.colors.ink};
  color: ${t.colors.onBrand};
  box-shadow: ${t.shadows.raised};
  ${mediaUp('tablet')} {
    inset-inline: auto ${t.space.md};
    bottom: ${t.space.md};
    max-width: 32rem;
    border-radius: ${t.radii.md};
  }
  p {
    margin: 0;
  }
  a {
    color: inherit;
    font-weight: 600;
  }
`;

// Applied after Button's own styles (Emotion hands it to Button as a className).
const stayButtonCss = css`
  background: transparent;
  border: 2px solid currentColor;
  color: inherit;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const names: Record<Region, { site: string; country: string }> = {
  in: { site: 'India site', country: 'India' },
  uk: { site: 'UK site', country: 'the UK' },
};

/** The same page in the other tree (its home for a path not in the route table). */
function counterpartPath(other: Region, currentPath: string): string {
  const appPath = currentPath.replace(/^\/uk(?=\/|$)/, '').replace(/\/$/, '') || '/';
  const route = routeTable.find((r) => r.path === appPath);
  return regionPath(other, route ? route.path : '/');
}

export interface RegionBannerProps {
  /** The region of the site the banner is on. */
  region: Region;
  /** The route path of the page it is on, with its tree's base: the other site's same page is offered. */
  currentPath: string;
}

/**
 * Offers the other region's site when the browser's time zone or language
 * points there. Never redirects, never covers the page's content for long:
 * a small bar the visitor can act on or dismiss, and the choice is
 * remembered. Renders nothing on the server, so the prerendered HTML is the
 * same for every visitor; its island loads only for a browser that points to
 * the other region (site-islands.ts).
 */
export function RegionBanner({ region, currentPath }: RegionBannerProps) {
  const [suggestion, setSuggestion] = useState<Region | undefined>(undefined);
  useEffect(() => {
    // Reading the browser is only possible after hydration; this is the point of the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setSuggestion(suggestedOtherRegion(region));
  }, [region]);
  if (!suggestion) return null;
  const other = names[suggestion];
  const stay = () => {
    rememberRegionChoice(region);
    setSuggestion(undefined);
  };
  return (
    <aside css={barCss} aria-label="Choose your region">
      {/* Room below the page's end, so the bar never hides the last of it on a phone. */}
      <Global
        styles={{ [`@media (max-width: ${theme.breakpoints.tablet})`]: { body: { paddingBottom: '9rem' } } }}
      />
      <p>
        You seem to be in {other.country}. Our {other.site} has local contacts and services.
      </p>
      <AppLink to={counterpartPath(suggestion, currentPath)} onClick={() => rememberRegionChoice(suggestion)}>
        Go to the {other.site}
      </AppLink>
      <Button css={stayButtonCss} type="button" onClick={stay}>
        Stay on the {names[region].site}
      </Button>
    </aside>
  );
}
