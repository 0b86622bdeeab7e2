import { css, type Theme } from '@emotion/react';
import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldError } from '@agency/ui';

const fieldWrapCss = (t: Theme) => css`
  display: grid;
  gap: ${t.space.xs};
`;

const labelCss = css`
  font-weight: 600;
`;

const selectCss = (t: Theme) => css`
  width: 100%;
  min-height: 44px;
  padding: ${t.space.sm} ${t.space.md};
  border: 1px solid ${t.colors.inkMuted};
  border-radius: ${t.radii.sm};
  font: inherit;
  color: ${t.colors.ink};
  background: ${t.colors.paper};
  &[aria-invalid='true'] {
    border-color: ${t.colors.danger};
    border-width: 2px;
  }
`;

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: readonly { label: string; value: string }[];
  /** Text of a first, empty choice ('' value), when the field starts unchosen. */
  placeholder?: string;
  error?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled drop-down whose error is announced with it (the same look as TextField). */
export function SelectField({ label, options, placeholder, error, ...rest }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div css={fieldWrapCss}>
      <label css={labelCss} htmlFor={id}>
        {label}
      </label>
      <select
        css={selectCss}
        {...rest}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.label} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
