import type { Region } from '@agency/contract';
import { css, Global, type Theme } from '@emotion/react';
import { regionPath, routeTable } from '@agency/content';
import { AppLink, Button, mediaDown, mediaUp } from '@agency/ui';
import { bannerRegionAttribute, regionBannerId, regionChoiceAttribute } from '../page-script/page-dom.ts';

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
  &[hidden] {
    display: none;
  }
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

const otherRegion = (region: Region): Region => (region === 'in' ? 'uk' : 'in');

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
 * remembered. It is in every page's HTML, hidden, so every visitor gets the
 * same HTML; the page script shows it to a browser that points to the other
 * region (page-script/region-choice.ts). Without scripts it stays hidden.
 */
export function RegionBanner({ region, currentPath }: RegionBannerProps) {
  const other = otherRegion(region);
  return (
    <aside
      id={regionBannerId}
      hidden
      aria-label="Choose your region"
      css={barCss}
      {...{ [bannerRegionAttribute]: region }}
    >
      {/* Room below the page's end, so the bar never hides the last of it on a phone. */}
      <Global
        styles={css`
          ${mediaDown('tablet')} {
            body:has(#${regionBannerId}:not([hidden])) {
              padding-bottom: 9rem;
            }
          }
        `}
      />
      <p>
        You seem to be in {names[other].country}. Our {names[other].site} has local contacts and services.
      </p>
      <AppLink to={counterpartPath(other, currentPath)} {...{ [regionChoiceAttribute]: other }}>
        Go to the {names[other].site}
      </AppLink>
      <Button css={stayButtonCss} type="button" {...{ [regionChoiceAttribute]: region }}>
        Stay on the {names[region].site}
      </Button>
    </aside>
  );
}
