import { css, type Theme } from '@emotion/react';
import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { FieldError } from './field-error.tsx';
import { fieldControlCss, fieldLabelCss, fieldWrapCss } from './field-styles.ts';

const hintCss = (t: Theme) => css`
  margin: 0;
  color: ${t.colors.inkMuted};
  font-size: ${t.fontSizes.sm};
`;

export interface FileFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  /** What the file must be, read with the field. */
  hint: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled file input, with a hint and an error that are announced with it. */
export function FileField({ label, hint, error, ...rest }: FileFieldProps) {
  const id = useId();
  return (
    <div css={fieldWrapCss}>
      <label css={fieldLabelCss} htmlFor={id}>
        {label}
      </label>
      <p css={hintCss} id={`${id}-hint`}>
        {hint}
      </p>
      <input
        css={fieldControlCss}
        {...rest}
        id={id}
        type="file"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}
