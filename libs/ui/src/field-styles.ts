import { css, type Theme } from '@emotion/react';

/** The styles every labelled form control shares (text, text area, drop-down). */
export const fieldWrapCss = (t: Theme) => css`
  display: grid;
  gap: ${t.space.xs};
`;

export const fieldLabelCss = css`
  font-weight: 600;
`;

export const fieldControlCss = (t: Theme) => css`
  width: 100%;
  min-height: ${t.sizes.touch};
  padding: ${t.space.sm} ${t.space.md};
  border: ${t.borderWidths.thin} solid ${t.colors.inkMuted};
  border-radius: ${t.radii.sm};
  font: inherit;
  color: ${t.colors.ink};
  background: ${t.colors.paper};
  &[aria-invalid='true'] {
    border-color: ${t.colors.danger};
    border-width: ${t.borderWidths.thick};
  }
`;
