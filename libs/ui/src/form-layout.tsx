import { css, type Theme } from '@emotion/react';
import type { ComponentProps } from 'react';
import { mediaUp } from './theme.ts';

const formGridCss = (t: Theme) => css`
  position: relative;
  display: grid;
  gap: ${t.space.md};
`;

const fieldPairCss = (t: Theme) => css`
  display: grid;
  gap: ${t.space.md};
  ${mediaUp('tablet')} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A form's fields stacked with even spacing. */
export function FormGrid(props: ComponentProps<'form'>) {
  return <form css={formGridCss} {...props} />;
}

/** Two fields side by side from tablet width up. */
export function FieldPair(props: ComponentProps<'div'>) {
  return <div css={fieldPairCss} {...props} />;
}
