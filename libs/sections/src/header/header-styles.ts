import { css, type Theme } from '@emotion/react';
import { beforeHydration } from '@agency/islands';
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
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  ${mediaDown('tablet')} {
    width: 100%;
    justify-content: space-between;
  }
`;

/** The panel of a dropdown group: floats under its button on wide screens, opens in place in the mobile menu. */
export const panelCss = (t: Theme) => css`
  margin: 0;
  padding: ${t.space.xs} 0;
  list-style: none;
  &[hidden] {
    display: none;
  }
  /* Until the header's script has hydrated it (or without scripts at all), a
     group opens while focus is in it, or under a mouse pointer. */
  ${beforeHydration} [data-nav-group]:focus-within > &[hidden] {
    display: block;
  }
  @media (hover: hover) {
    ${beforeHydration} [data-nav-group]:hover > &[hidden] {
      display: block;
    }
  }
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
  ${mediaUp('tablet')} {
    position: absolute;
    top: 100%;
    left: 0;
    z-index: ${t.zIndices.dropdown};
    min-width: ${t.sizes.dropdown};
    border: ${t.borderWidths.thin} solid ${t.colors.border};
    border-radius: ${t.radii.md};
    background: ${t.colors.paper};
    box-shadow: ${t.shadows.raised};
  }
  ${mediaDown('tablet')} {
    padding-left: ${t.space.md};
  }
`;

/** Lines a floating panel up with the right edge of its button, so it stays inside the viewport. */
export const alignEndCss = css`
  ${mediaUp('tablet')} {
    left: auto;
    right: 0;
  }
`;
