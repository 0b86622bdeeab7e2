import { useId, type Ref, type SelectHTMLAttributes } from 'react';
import { FieldError } from './field-error.tsx';
import { fieldControlCss, fieldLabelCss, fieldWrapCss } from './field-styles.ts';

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
      <label css={fieldLabelCss} htmlFor={id}>
        {label}
      </label>
      <select
        css={fieldControlCss}
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
