import { css, keyframes, type Theme } from '@emotion/react';
import type { HeaderNavigation, RegionConfig } from '@agency/content';
import { AppLink, Container, Icon, mediaDown, mediaUp, VisuallyHidden } from '@agency/ui';
import { scrolledAttribute, scrolledStyleAttribute, siteMenuId } from '../page-script/page-dom.ts';
import { ContactStrip } from './contact-strip.tsx';
import { navControlCss, onlyFrom } from './header-styles.ts';
import './invoker-commands.ts';
import { HeaderActions, MainNavigation } from './main-navigation.tsx';

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

const scrolledCss = (t: Theme) => css`
  background: ${t.colors.brandTint};
  box-shadow: ${t.shadows.raised};
`;

/**
 * The scrolled style without a script: an animation driven by the page's
 * scroll position that reaches its end at 1 px. Browsers without scroll
 * timelines get it from `data-scrolled`, which the page script sets.
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
      &[${scrolledAttribute}] {
        ${scrolledCss(t)};
      }
    }
  `;
};

/** The phone menu: a modal dialog on the right, its backdrop the overlay. */
const menuCss = (t: Theme) => css`
  inset: 0 0 0 auto;
  width: min(${t.sizes.drawer}, 100%);
  height: auto;
  max-width: none;
  max-height: none;
  margin: 0;
  padding: ${t.space.md};
  border: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  background: ${t.colors.paper};
  color: ${t.colors.ink};
  box-shadow: ${t.shadows.raised};
  &[open] {
    display: flex;
    flex-direction: column;
    gap: ${t.space.md};
  }
  &::backdrop {
    background: ${t.colors.overlay};
  }
`;

/**
 * The site header: the contact strip (email, phone, Noida address), the brand,
 * the main navigation with its groups, the country selector and the Let's
 * Talk button. HTML and CSS only: it runs no script of its own, and works in
 * full without one (the page script adds only what the platform leaves to
 * scripts: page-script/header-keys.ts).
 *
 * From the tablet width up the navigation is a bar whose groups are native
 * popovers. Below it a toggle opens the same navigation in a native modal
 * dialog (focus kept inside, Escape and a tap on the overlay close it, focus
 * back on the toggle, the page behind locked), its groups an exclusive
 * accordion. The two are the same components drawn twice: only one is ever
 * rendered, so a screen reader meets one navigation, and the bar is never
 * inside a dialog.
 */
export function SiteHeader({ region, navigation, currentPath, scrolledStyle = false }: SiteHeaderProps) {
  return (
    <header
      {...(scrolledStyle ? { [scrolledStyleAttribute]: '' } : {})}
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
        <HeaderActions
          navigation={navigation}
          placement="bar"
          css={[
            onlyFrom('tablet'),
            css`
              order: 2;
              margin-left: auto;
            `,
          ]}
        />
        <MainNavigation
          navigation={navigation}
          currentPath={currentPath}
          placement="bar"
          css={[
            onlyFrom('tablet'),
            css`
              /* The bar's navigation takes its own row under the brand and actions. */
              order: 3;
              flex-basis: 100%;
            `,
          ]}
        />
        <button
          type="button"
          commandfor={siteMenuId}
          command="show-modal"
          aria-haspopup="dialog"
          css={(t) => [
            navControlCss(t),
            onlyFrom('phone'),
            css`
              margin-left: auto;
              ${mediaDown('tablet')} {
                width: auto;
                justify-content: center;
              }
            `,
          ]}
        >
          <Icon name="menu" size="lg" />
          <VisuallyHidden>Menu</VisuallyHidden>
        </button>
        <dialog id={siteMenuId} aria-label="Menu" closedby="any" css={[menuCss, onlyFrom('phone')]}>
          <button
            type="button"
            commandfor={siteMenuId}
            command="close"
            // The first control of the open menu: the platform focuses it as the
            // dialog opens (a dialog's autofocus acts then, not at page load).
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
            css={(t) => [
              navControlCss(t),
              css`
                align-self: flex-end;
                ${mediaDown('tablet')} {
                  width: auto;
                }
              `,
            ]}
          >
            <Icon name="close" />
            <VisuallyHidden>Close menu</VisuallyHidden>
          </button>
          <MainNavigation navigation={navigation} currentPath={currentPath} placement="menu" />
          <HeaderActions navigation={navigation} placement="menu" />
        </dialog>
      </Container>
    </header>
  );
}
