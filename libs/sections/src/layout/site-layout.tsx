import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { FooterNavigation, HeaderNavigation, RegionConfig, SocialProfile } from '@agency/content';
import { SkipLink } from '@agency/ui';
import { SiteFooter } from '../footer/site-footer.tsx';
import { SiteHeader } from '../header/site-header.tsx';
import { useScrollOnNavigate } from './use-scroll-on-navigate.ts';

export interface SiteLayoutProps {
  region: RegionConfig;
  header: HeaderNavigation;
  footer: FooterNavigation;
  social: readonly SocialProfile[];
  company: { legalName: string; copyrightYear: number };
  /** UK: the sticky header with its scrolled style. */
  scrolledHeader?: boolean;
  children: ReactNode;
}

/** Skip link, header, the page in `main`, footer; new pages start at the top. */
export function SiteLayout({
  region,
  header,
  footer,
  social,
  company,
  scrolledHeader,
  children,
}: SiteLayoutProps) {
  useScrollOnNavigate();
  return (
    <>
      <SkipLink targetId="main" />
      <SiteHeader region={region} navigation={header} scrolledStyle={scrolledHeader} />
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
      <SiteFooter region={region} navigation={footer} social={social} company={company} />
    </>
  );
}
