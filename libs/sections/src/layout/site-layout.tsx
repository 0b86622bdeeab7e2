import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { RegionConfig } from '@agency/content';
import { SiteHeader, type HeaderLink } from '../header/site-header.tsx';

const Main = styled.main`
  display: block;
  min-height: 60vh;
`;

export interface SiteLayoutProps {
  region: RegionConfig;
  homePath: string;
  links: HeaderLink[];
  children: ReactNode;
}

/** Header, then the page in `main`. */
export function SiteLayout({ region, homePath, links, children }: SiteLayoutProps) {
  return (
    <>
      <SiteHeader region={region} homePath={homePath} links={links} />
      <Main id="main">{children}</Main>
    </>
  );
}
