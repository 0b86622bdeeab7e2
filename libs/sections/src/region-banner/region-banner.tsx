import type { Region } from '@agency/contract';
import { css, Global, type Theme } from '@emotion/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { regionPath, routeTable, type RegionConfig } from '@agency/content';
import { AppLink, Button, mediaUp, theme } from '@agency/ui';
import {
  browserSignals,
  rememberedRegionChoice,
  rememberRegionChoice,
  suggestedRegion,
} from './region-preference.ts';

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
function counterpartPath(other: Region, pathname: string): string {
  let path = pathname;
  try {
    path = decodeURI(pathname);
  } catch {
    // Keep the path as it came.
  }
  const route = routeTable.find((r) => r.path === (path.replace(/\/$/, '') || '/'));
  return regionPath(other, route ? route.path : '/');
}

/**
 * Offers the other region's site when the browser's time zone or language
 * points there. Never redirects, never covers the page's content for long:
 * a small bar the visitor can act on or dismiss, and the choice is
 * remembered. Rendered only after hydration, so the prerendered HTML is the
 * same for every visitor and hydration matches it.
 */
export function RegionBanner({ region }: { region: RegionConfig }) {
  const [suggestion, setSuggestion] = useState<Region | undefined>(undefined);
  const [pathname] = useLocation();

  useEffect(() => {
    if (rememberedRegionChoice()) return;
    const suggested = suggestedRegion(browserSignals());
    // Reading the browser is only possible after hydration; this is the point of the effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (suggested && suggested !== region.id) setSuggestion(suggested);
  }, [region.id]);

  if (!suggestion) return null;
  const other = names[suggestion];
  const stay = () => {
    rememberRegionChoice(region.id);
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
      <AppLink to={counterpartPath(suggestion, pathname)} onClick={() => rememberRegionChoice(suggestion)}>
        Go to the {other.site}
      </AppLink>
      <Button css={stayButtonCss} type="button" onClick={stay}>
        Stay on the {names[region.id].site}
      </Button>
    </aside>
  );
}
