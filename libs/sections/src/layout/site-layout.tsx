import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { companies, footerNavigation, headerNavigation, socialProfiles } from '@agency/content';
import { SkipLink } from '@agency/ui';
import { SiteFooter } from '../footer/site-footer.tsx';
import { SiteHeader } from '../header/site-header.tsx';
import { RegionBanner } from '../region-banner/region-banner.tsx';
import type { Site } from '../site-definition/site-definition.ts';

export interface SiteLayoutProps {
  site: Site;
  /** The path of the page, with its tree's base ('/uk/Careers'). */
  currentPath: string;
  children: ReactNode;
}

/**
 * Skip link, header, the page in `main`, footer, and the region banner: HTML
 * and CSS only. The page script (page-script/) adds what they leave to a script.
 */
export function SiteLayout({ site, currentPath, children }: SiteLayoutProps) {
  const { region } = site;
  const { id } = region;
  return (
    <>
      <SkipLink targetId="main" />
      <SiteHeader
        region={region}
        navigation={headerNavigation(id)}
        currentPath={currentPath}
        // The UK header stays at the top and takes a scrolled style (docs/requirements.md).
        scrolledStyle={id === 'uk'}
      />
      <main
        id="main"
        tabIndex={-1}
        css={css`
          display: block;
          min-height: 60vh;
          &:focus {
            outline: none;
          }
        `}
      >
        {children}
      </main>
      <SiteFooter
        region={region}
        navigation={footerNavigation(id)}
        social={socialProfiles}
        company={companies[id]}
      />
      <RegionBanner region={id} currentPath={currentPath} />
    </>
  );
}
