import { css, type Theme } from '@emotion/react';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

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

const errorTextCss = (t: Theme) => css`
  grid-column: 2;
  margin: 0;
  color: ${t.colors.danger};
  font-size: ${t.fontSizes.sm};
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
        <p css={errorTextCss} id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
