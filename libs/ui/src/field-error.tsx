import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

const fieldErrorCss = (t: Theme) => css`
  margin: 0;
  color: ${t.colors.danger};
  font-size: ${t.fontSizes.sm};
`;

export interface FieldErrorProps {
  /** The id the field's `aria-describedby` points to. */
  id: string;
  children: ReactNode;
  /** Placement within the field's own layout (a caller's `css` prop arrives as this class). */
  className?: string;
}

/** The message under a field that failed validation, in the danger colour, read with the field. */
export function FieldError({ id, children, className }: FieldErrorProps) {
  return (
    <p css={fieldErrorCss} id={id} className={className}>
      {children}
    </p>
  );
}
