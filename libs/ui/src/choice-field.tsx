import { css, type Theme } from '@emotion/react';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldError } from './field-error.tsx';

const rowCss = (t: Theme) => css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${t.space.sm};
  align-items: start;
`;

const boxCss = (t: Theme) => css`
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.2rem 0 0;
  accent-color: ${t.colors.brand};
  &[aria-invalid='true'] {
    outline: 2px solid ${t.colors.danger};
    outline-offset: 2px;
  }
`;

const labelCss = css`
  min-height: 24px;
`;

// The message sits under the label, in the label's column.
const errorPlacementCss = css`
  grid-column: 2;
`;

export interface ChoiceFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  type: 'checkbox' | 'radio';
  label: ReactNode;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** One labelled checkbox or radio button; an error (for a lone checkbox) is tied to it. */
export function ChoiceField({ label, error, ...rest }: ChoiceFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div css={rowCss}>
      <input
        css={boxCss}
        {...rest}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <label css={labelCss} htmlFor={id}>
        {label}
      </label>
      {error ? (
        <FieldError css={errorPlacementCss} id={errorId}>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}
