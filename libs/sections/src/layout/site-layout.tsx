import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { companies, footerNavigation, headerNavigation, socialProfiles } from '@agency/content';
import { SkipLink } from '@agency/ui';
import { SiteFooter } from '../footer/site-footer.tsx';
import { SiteIsland } from '../islands/site-island.tsx';
import type { Site } from '../site/site-definition.ts';

export interface SiteLayoutProps {
  site: Site;
  /** The path of the page, with its tree's base ('/uk/Careers'). */
  currentPath: string;
  children: ReactNode;
}

/**
 * Skip link, header, the page in `main`, footer, and the region banner. The
 * header and the banner are islands; the rest is HTML and nothing else.
 */
export function SiteLayout({ site, currentPath, children }: SiteLayoutProps) {
  const { region, linkScope } = site;
  const { id, brand, email, phone, headerAddress } = region;
  return (
    <>
      <SkipLink targetId="main" />
      <SiteIsland
        name="header"
        props={{
          linkScope,
          region: { id, brand, email, phone, headerAddress },
          navigation: headerNavigation(id),
          currentPath,
          // The UK header stays at the top and takes a scrolled style (docs/requirements.md).
          scrolledStyle: id === 'uk',
        }}
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
      <SiteIsland name="region-banner" props={{ linkScope, region: id, currentPath }} />
    </>
  );
}
