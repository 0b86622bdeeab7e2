import { css, type Theme } from '@emotion/react';
import type { HeaderNavigation } from '@agency/content';
import { AppLink, ButtonLink, mediaUp } from '@agency/ui';
import { CountrySelector } from './country-selector.tsx';
import type { HeaderPlacement } from './header-disclosure.tsx';
import { navControlCss } from './header-styles.ts';
import { NavGroup } from './nav-group.tsx';

export interface MainNavigationProps {
  navigation: HeaderNavigation;
  currentPath: string;
  placement: HeaderPlacement;
  className?: string;
}

const navCss = (t: Theme) => css`
  > ul {
    display: flex;
    flex-direction: column;
    gap: ${t.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
    ${mediaUp('tablet')} {
      flex-direction: row;
      flex-wrap: wrap;
      align-items: center;
    }
  }
`;

/** The main navigation: Home, the three groups, Careers, Blog and Contact. */
export function MainNavigation({ navigation, currentPath, placement, className }: MainNavigationProps) {
  return (
    <nav aria-label="Main" css={navCss} className={className}>
      <ul>
        {navigation.items.map((item) =>
          item.kind === 'group' ? (
            <li key={item.id}>
              <NavGroup
                group={item}
                placement={placement}
                currentPath={currentPath}
                align={item.id === 'know-us-more' ? 'end' : 'start'}
              />
            </li>
          ) : (
            <li key={item.to}>
              <AppLink
                to={item.to}
                aria-current={item.to === currentPath ? 'page' : undefined}
                css={navControlCss}
              >
                {item.label}
              </AppLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/** The country selector and the Let's Talk button. */
export function HeaderActions({
  navigation,
  placement,
  className,
}: Omit<MainNavigationProps, 'currentPath'>) {
  return (
    <div
      className={className}
      css={(t) => css`
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: ${t.space.sm};
        ${
          placement === 'menu' &&
          css`
            /* In the phone menu the country group opens in place, full width, like the others. */
            flex-direction: column;
            align-items: stretch;
          `
        };
      `}
    >
      <CountrySelector countries={navigation.countries} value={navigation.country} placement={placement} />
      <ButtonLink to={navigation.cta.to}>{navigation.cta.label}</ButtonLink>
    </div>
  );
}
