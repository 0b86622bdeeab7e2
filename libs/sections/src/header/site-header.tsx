import { css, keyframes, type Theme } from '@emotion/react';
import type { HeaderNavigation, RegionConfig } from '@agency/content';
import { AppLink, ButtonLink, Container, Icon, mediaDown, mediaUp, VisuallyHidden } from '@agency/ui';
import { useRef } from 'react';
import { ContactStrip } from './contact-strip.tsx';
import { CountrySelector } from './country-selector.tsx';
import { navControlCss } from './header-styles.ts';
import { NavGroup } from './nav-group.tsx';
import { useMenuPopover } from './use-menu-popover.ts';
import { useOpenGroup } from './use-open-group.ts';
import { useScrolled } from './use-scrolled.ts';
import { rememberRegionChoice } from '../region-banner/region-preference.ts';

export interface SiteHeaderProps {
  region: Pick<RegionConfig, 'id' | 'brand' | 'email' | 'phone' | 'headerAddress'>;
  navigation: HeaderNavigation;
  /** The path of the page the header is on (with its tree's base), for `aria-current`. */
  currentPath: string;
  /**
   * UK (docs/requirements.md): the header stays at the top and takes a
   * scrolled style whenever the page is scrolled (offset above 0).
   */
  scrolledStyle?: boolean;
}

export const siteMenuId = 'site-menu';

const scrolledCss = (t: Theme) => css`
  background: ${t.colors.brandTint};
  box-shadow: ${t.shadows.raised};
`;

/**
 * The scrolled style without a script: an animation driven by the page's
 * scroll position that reaches its end at 1 px. Browsers without scroll
 * timelines get it from `data-scrolled` once the header has hydrated.
 */
const scrolledByScroll = (t: Theme) => {
  const scrolled = keyframes`
    to { ${scrolledCss(t).styles} }
  `;
  return css`
    @supports (animation-timeline: scroll()) {
      /* Nothing below 1 px (the animation has not started, and does not fill backwards);
         the scrolled style at once from 1 px on: an offset above 0. */
      animation: ${scrolled} steps(1, jump-start) forwards;
      animation-timeline: scroll(root block);
      animation-range: 1px 2px;
    }
    @supports not (animation-timeline: scroll()) {
      &[data-scrolled='true'] {
        ${scrolledCss(t)};
      }
    }
  `;
};

/**
 * The site header: the contact strip (email, phone, Noida address), the brand,
 * the main navigation with its dropdown groups, the country selector and the
 * Let's Talk button. Below the tablet breakpoint the navigation moves into a
 * menu panel behind a toggle: a native popover, so it works before (and
 * without) the header's script.
 *
 * Everything that depends on the browser (scroll offset, viewport width) is
 * read in effects, so the first client render equals the prerendered HTML.
 */
export function SiteHeader({ region, navigation, currentPath, scrolledStyle = false }: SiteHeaderProps) {
  const headerRef = useRef<HTMLElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const scrolled = useScrolled(scrolledStyle);
  const { openGroup, toggleGroup, closeGroups } = useOpenGroup(headerRef);
  const menu = useMenuPopover(overlayRef, drawerRef, toggleRef);

  // A link to a place on this page leaves the menus open otherwise.
  const onNavigate = () => {
    closeGroups();
    menu.close();
  };

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolledStyle ? String(scrolled) : undefined}
      css={(t) => css`
        position: relative;
        z-index: ${t.zIndices.header};
        border-bottom: ${t.borderWidths.thin} solid ${t.colors.border};
        background: ${t.colors.paper};
        ${
          scrolledStyle &&
          css`
            /* The contact strip has one fixed height (contact-strip.tsx): it scrolls away, the navigation row stays. */
            position: sticky;
            top: calc(-1 * ${t.sizes.contactStrip});
            ${scrolledByScroll(t)};
          `
        };
      `}
    >
      <ContactStrip region={region} />
      <Container
        css={(t) => css`
          display: flex;
          flex-wrap: wrap;
          align-items: center;
          gap: ${t.space.sm} ${t.space.md};
          padding-block: ${t.space.sm};
        `}
      >
        <AppLink
          to={navigation.home}
          onClick={onNavigate}
          css={(t) => css`
            display: inline-flex;
            align-items: center;
            min-height: ${t.sizes.touch};
            color: ${t.colors.ink};
            font-size: ${t.fontSizes.md};
            font-weight: ${t.fontWeights.bold};
            text-decoration: none;
            ${mediaUp('tablet')} {
              font-size: ${t.fontSizes.lg};
            }
          `}
        >
          {region.brand}
        </AppLink>
        <button
          ref={toggleRef}
          type="button"
          popoverTarget={siteMenuId}
          aria-expanded={menu.open}
          aria-controls={siteMenuId}
          css={(t) => css`
            ${navControlCss(t)};
            margin-left: auto;
            ${mediaDown('tablet')} {
              width: auto;
              justify-content: center;
            }
            ${mediaUp('tablet')} {
              display: none;
            }
          `}
        >
          <Icon name="menu" size="lg" />
          <VisuallyHidden>Menu</VisuallyHidden>
        </button>
        <div
          ref={overlayRef}
          id={siteMenuId}
          popover="auto"
          data-locks-scroll=""
          css={(t) => css`
            ${mediaDown('tablet')} {
              /* The popover covers the screen: its own box is the overlay, the panel sits at its right. */
              &:popover-open {
                display: flex;
              }
              justify-content: flex-end;
              inset: 0;
              width: 100%;
              height: 100%;
              max-width: none;
              max-height: none;
              margin: 0;
              padding: 0;
              border: 0;
              background: ${t.colors.overlay};
            }
            ${mediaUp('tablet')} {
              display: contents;
            }
          `}
        >
          <div
            ref={drawerRef}
            role={menu.open ? 'dialog' : undefined}
            aria-modal={menu.open || undefined}
            aria-label={menu.open ? 'Menu' : undefined}
            css={(t) => css`
              ${mediaDown('tablet')} {
                display: flex;
                flex-direction: column;
                gap: ${t.space.md};
                width: min(${t.sizes.drawer}, 100%);
                height: 100%;
                padding: ${t.space.md};
                overflow-y: auto;
                overscroll-behavior: contain;
                background: ${t.colors.paper};
                color: ${t.colors.ink};
                box-shadow: ${t.shadows.raised};
              }
              ${mediaUp('tablet')} {
                display: contents;
              }
            `}
          >
            <button
              type="button"
              popoverTarget={siteMenuId}
              popoverTargetAction="hide"
              // The first control of the open menu: the platform focuses it as the
              // menu opens (a popover's autofocus acts then, not at page load).
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              css={(t) => css`
                ${navControlCss(t)};
                align-self: flex-end;
                ${mediaDown('tablet')} {
                  width: auto;
                }
                ${mediaUp('tablet')} {
                  display: none;
                }
              `}
            >
              <Icon name="close" />
              <VisuallyHidden>Close menu</VisuallyHidden>
            </button>
            <nav
              aria-label="Main"
              css={(t) => css`
                /* From the tablet up the navigation takes its own row under the brand and actions. */
                ${mediaUp('tablet')} {
                  order: 3;
                  flex-basis: 100%;
                }
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
              `}
            >
              <ul>
                {navigation.items.map((item) =>
                  item.kind === 'group' ? (
                    <NavGroup
                      key={item.id}
                      group={item}
                      open={openGroup === item.id}
                      onToggle={() => toggleGroup(item.id)}
                      onNavigate={onNavigate}
                      currentPath={currentPath}
                      align={item.id === 'know-us-more' ? 'end' : 'start'}
                    />
                  ) : (
                    <li key={item.to}>
                      <AppLink
                        to={item.to}
                        onClick={onNavigate}
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
            <div
              css={(t) => css`
                display: flex;
                flex-wrap: wrap;
                align-items: center;
                gap: ${t.space.sm};
                ${mediaUp('tablet')} {
                  order: 2;
                  margin-left: auto;
                }
              `}
            >
              <CountrySelector
                countries={navigation.countries}
                value={navigation.country}
                open={openGroup === 'country'}
                onToggle={() => toggleGroup('country')}
                onChoose={(value) => {
                  rememberRegionChoice(value === 'UK' ? 'uk' : 'in');
                  onNavigate();
                }}
              />
              <ButtonLink to={navigation.cta.to} onClick={onNavigate}>
                {navigation.cta.label}
              </ButtonLink>
            </div>
          </div>
        </div>
      </Container>
    </header>
  );
}
