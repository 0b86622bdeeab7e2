import { css } from '@emotion/react';
import type { HeaderNavigation, RegionConfig } from '@agency/content';
import {
  AppLink,
  ButtonLink,
  Container,
  Icon,
  mediaDown,
  mediaQueryUp,
  mediaUp,
  VisuallyHidden,
} from '@agency/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { ContactStrip } from './contact-strip.tsx';
import { CountrySelector } from './country-selector.tsx';
import { focusables, trapTab } from './focus-trap.ts';
import { navControlCss } from './header-styles.ts';
import { NavGroup } from './nav-group.tsx';
import { useScrolled } from './use-scrolled.ts';

export interface SiteHeaderProps {
  region: RegionConfig;
  navigation: HeaderNavigation;
  /**
   * UK (spec section 2): the header stays at the top and takes a scrolled
   * style whenever the page is scrolled (offset above 0).
   */
  scrolledStyle?: boolean;
  /** Told which country a visitor picks in the selector (e.g. to remember the choice). */
  onCountryChoice?: (value: 'IN' | 'UK') => void;
}

export const siteMenuId = 'site-menu';

/**
 * The site header: the contact strip (email, phone, Noida address), the brand,
 * the main navigation with its dropdown groups, the country selector and the
 * Let's Talk button. Below the tablet breakpoint the navigation moves into a
 * modal menu behind a toggle.
 *
 * Everything that depends on the browser (scroll offset, viewport width) is
 * read in effects, so the first client render equals the prerendered HTML.
 */
export function SiteHeader({ region, navigation, scrolledStyle = false, onCountryChoice }: SiteHeaderProps) {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const stripRef = useRef<HTMLDivElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const scrolled = useScrolled(scrolledStyle);

  const [pathname] = useLocation();
  const currentPath = pathname === '/' ? region.basename || '/' : `${region.basename}${pathname}`;

  // A new page (link, back button) closes whatever was open.
  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpenGroup(null);
    setMenuOpen(false);
  }

  const toggleGroup = (id: string) => setOpenGroup((open) => (open === id ? null : id));

  const closeMenu = useCallback((restoreFocus: boolean) => {
    setMenuOpen(false);
    setOpenGroup(null);
    if (restoreFocus) toggleRef.current?.focus();
  }, []);

  const onNavigate = () => {
    setOpenGroup(null);
    if (menuOpen) closeMenu(true);
  };

  // Escape, a click outside and focus leaving close the open group (then the menu).
  const pressing = useRef(false);
  useEffect(() => {
    if (!openGroup && !menuOpen) return;
    pressing.current = false;
    const groupElement = () =>
      openGroup ? headerRef.current?.querySelector<HTMLElement>(`[data-nav-group="${openGroup}"]`) : null;
    const inAnyGroup = (target: EventTarget | null) =>
      target instanceof Element && target.closest('[data-nav-group]') !== null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        const group = groupElement();
        if (group) {
          setOpenGroup(null);
          group.querySelector('button')?.focus();
        } else if (menuOpen) closeMenu(true);
      } else if (event.key === 'Tab' && menuOpen) trapTab(event, drawerRef.current);
    };
    // A press on another group's button is that button's business (its click
    // swaps the open group); closing first would move it from under the
    // pointer in the mobile menu, where open groups push the others down.
    const onPointerDown = (event: PointerEvent) => {
      pressing.current = true;
      if (openGroup && !inAnyGroup(event.target)) setOpenGroup(null);
    };
    const onPointerUp = () => {
      pressing.current = false;
    };
    // Keyboard focus leaving the open group closes it.
    const onFocusIn = (event: FocusEvent) => {
      if (!pressing.current && openGroup && !groupElement()?.contains(event.target as Node))
        setOpenGroup(null);
    };
    // A click on the overlay (anywhere outside the menu panel) closes the menu;
    // on click, not press, so that focus can go back to the toggle afterwards.
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (menuOpen && !drawerRef.current?.contains(target) && !toggleRef.current?.contains(target))
        closeMenu(true);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('pointerup', onPointerUp);
    document.addEventListener('pointercancel', onPointerUp);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('pointerup', onPointerUp);
      document.removeEventListener('pointercancel', onPointerUp);
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('click', onClick);
    };
  }, [openGroup, menuOpen, closeMenu]);

  // The open menu: focus moves into it, the page behind stops scrolling, and
  // growing past the tablet breakpoint (where there is no menu) closes it.
  useEffect(() => {
    if (!menuOpen) return;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    // Focus moves into the menu: its close button, the first control it shows.
    if (drawerRef.current) focusables(drawerRef.current)[0]?.focus();
    const wide = typeof window.matchMedia === 'function' ? window.matchMedia(mediaQueryUp('tablet')) : null;
    const onWide = () => {
      if (wide?.matches) closeMenu(false);
    };
    wide?.addEventListener('change', onWide);
    return () => {
      body.style.overflow = previousOverflow;
      wide?.removeEventListener('change', onWide);
    };
  }, [menuOpen, closeMenu]);

  // The sticky UK header slides its contact strip out of view and keeps the navigation row.
  useEffect(() => {
    const header = headerRef.current;
    const strip = stripRef.current;
    if (!scrolledStyle || !header || !strip || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() =>
      header.style.setProperty('--strip-height', `${strip.offsetHeight}px`),
    );
    observer.observe(strip);
    return () => observer.disconnect();
  }, [scrolledStyle]);

  return (
    <header
      ref={headerRef}
      data-scrolled={scrolledStyle ? String(scrolled) : undefined}
      css={(t) => css`
        position: ${scrolledStyle ? 'sticky' : 'relative'};
        top: calc(-1 * var(--strip-height, 0px));
        z-index: ${t.zIndices.header};
        border-bottom: ${t.borderWidths.thin} solid ${t.colors.border};
        background: ${t.colors.paper};
        transition:
          background ${t.motion.base} ${t.motion.easing},
          box-shadow ${t.motion.base} ${t.motion.easing};
        &[data-scrolled='true'] {
          background: ${t.colors.brandTint};
          box-shadow: ${t.shadows.raised};
        }
      `}
    >
      <ContactStrip region={region} ref={stripRef} />
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
          aria-expanded={menuOpen}
          aria-controls={siteMenuId}
          onClick={() => setMenuOpen((open) => !open)}
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
          ref={drawerRef}
          id={siteMenuId}
          data-open={menuOpen || undefined}
          role={menuOpen ? 'dialog' : undefined}
          aria-modal={menuOpen || undefined}
          aria-label={menuOpen ? 'Menu' : undefined}
          css={(t) => css`
            ${mediaDown('tablet')} {
              position: fixed;
              inset-block: 0;
              right: 0;
              z-index: ${t.zIndices.drawer};
              display: flex;
              flex-direction: column;
              gap: ${t.space.md};
              width: min(${t.sizes.drawer}, 100%);
              padding: ${t.space.md};
              overflow-y: auto;
              overscroll-behavior: contain;
              background: ${t.colors.paper};
              box-shadow: ${t.shadows.raised};
              &:not([data-open]) {
                display: none;
              }
            }
            ${mediaUp('tablet')} {
              display: contents;
            }
          `}
        >
          <button
            type="button"
            onClick={() => closeMenu(true)}
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
                onCountryChoice?.(value);
                onNavigate();
              }}
            />
            <ButtonLink to={navigation.cta.to} onClick={onNavigate}>
              {navigation.cta.label}
            </ButtonLink>
          </div>
        </div>
      </Container>
      <div
        aria-hidden="true"
        hidden={!menuOpen}
        css={(t) => css`
          position: fixed;
          inset: 0;
          z-index: ${t.zIndices.overlay};
          background: ${t.colors.overlay};
          &[hidden] {
            display: none;
          }
          ${mediaUp('tablet')} {
            display: none;
          }
        `}
      />
    </header>
  );
}
