import styled from '@emotion/styled';
import type { RegionConfig } from '@agency/content';
import { AppLink, Container, mediaUp } from '@agency/ui';

const Bar = styled.header`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.paper};
`;

const ContactStrip = styled.div`
  background: ${({ theme }) => theme.colors.brandStrong};
  color: ${({ theme }) => theme.colors.onBrand};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    color: inherit;
  }
`;

const StripRow = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.xs};
`;

const NavRow = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding-block: ${({ theme }) => theme.space.md};
  ${mediaUp('tablet')} {
    flex-wrap: nowrap;
  }
`;

const Brand = styled(AppLink)`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 700;
  color: ${({ theme }) => theme.colors.ink};
  text-decoration: none;
`;

const NavList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: ${({ theme }) => theme.colors.ink};
    font-weight: 600;
  }
`;

export interface HeaderLink {
  label: string;
  to: string;
}

export interface SiteHeaderProps {
  region: RegionConfig;
  homePath: string;
  links: HeaderLink[];
}

/** The site header: contact strip (email, phone, Noida address) and the main navigation. */
export function SiteHeader({ region, homePath, links }: SiteHeaderProps) {
  return (
    <Bar>
      <ContactStrip>
        <StripRow>
          <a href={`mailto:${region.email}`}>{region.email}</a>
          <a href={`tel:${region.phone.tel}`}>{region.phone.display}</a>
          <span>{region.headerAddress}</span>
        </StripRow>
      </ContactStrip>
      <NavRow>
        <Brand to={homePath}>{region.brand}</Brand>
        <nav aria-label="Main">
          <NavList>
            {links.map((link) => (
              <li key={link.to}>
                <AppLink to={link.to}>{link.label}</AppLink>
              </li>
            ))}
          </NavList>
        </nav>
      </NavRow>
    </Bar>
  );
}
