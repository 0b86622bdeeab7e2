import { css, type Theme } from '@emotion/react';
import { mediaDown, mediaUp } from '@agency/ui';

/** A header control: the group buttons, the country button and the plain links look alike. */
export const navControlCss = (t: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${t.space.xs};
  min-height: ${t.sizes.touch};
  padding: ${t.space.xs} ${t.space.sm};
  border: 0;
  border-radius: ${t.radii.sm};
  background: none;
  color: ${t.colors.ink};
  font: inherit;
  font-weight: ${t.fontWeights.semibold};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    color: ${t.colors.brand};
  }
  ${mediaDown('tablet')} {
    width: 100%;
    justify-content: space-between;
  }
`;

/** The links of a group's panel, in the bar's dropdowns and the menu's accordion alike. */
export const panelLinksCss = (t: Theme) => css`
  margin: 0;
  padding: ${t.space.xs} 0;
  list-style: none;
  a {
    display: flex;
    align-items: center;
    min-height: ${t.sizes.touch};
    padding: ${t.space.xs} ${t.space.md};
    color: ${t.colors.ink};
    text-decoration: none;
    &:hover {
      background: ${t.colors.surface};
      color: ${t.colors.brand};
    }
    &[aria-current='page'],
    &[aria-current='true'] {
      font-weight: ${t.fontWeights.bold};
      color: ${t.colors.brand};
    }
  }
`;

/**
 * A group's panel in the bar: a native popover (one open at a time, closed by
 * Escape, a press outside or its button again, with no script), placed under
 * its button by CSS anchor positioning. `align` says which edge of the button
 * it lines up with: 'end' keeps a panel near the right edge on screen.
 */
export const dropdownCss = (anchor: string, align: 'start' | 'end') => (t: Theme) => css`
  ${panelLinksCss(t)};
  margin: 0;
  min-width: ${t.sizes.dropdown};
  border: ${t.borderWidths.thin} solid ${t.colors.border};
  border-radius: ${t.radii.md};
  background: ${t.colors.paper};
  color: ${t.colors.ink};
  box-shadow: ${t.shadows.raised};
  @supports (position-area: bottom) {
    position-anchor: ${anchor};
    inset: auto;
    position-area: ${align === 'end' ? 'bottom span-left' : 'bottom span-right'};
    position-try-fallbacks: flip-inline;
  }
`;

/** The button of a popover panel: its chevron turns while the panel is open. */
export const dropdownButtonCss = (anchor: string) => (t: Theme) => css`
  ${navControlCss(t)};
  anchor-name: ${anchor};
  &:has(+ :popover-open) svg:last-of-type {
    transform: rotate(180deg);
  }
`;

/** A group in the phone menu: a disclosure that opens in place, pushing the items below down. */
export const accordionCss = (t: Theme) => css`
  > summary {
    ${navControlCss(t)};
    /* No disclosure triangle: the chevron says it. */
    list-style: none;
  }
  &[open] > summary svg:last-of-type {
    transform: rotate(180deg);
  }
  > ul {
    ${panelLinksCss(t)};
    padding-left: ${t.space.md};
  }
`;

/** Hides a part of the header below the tablet width (the bar) or from it up (the menu and its toggle). */
export const onlyFrom = (side: 'tablet' | 'phone') =>
  side === 'tablet'
    ? css`
        ${mediaDown('tablet')} {
          display: none !important;
        }
      `
    : css`
        ${mediaUp('tablet')} {
          display: none !important;
        }
      `;
