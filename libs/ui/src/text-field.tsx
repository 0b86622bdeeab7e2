import { css, type Theme } from '@emotion/react';
import { FieldError } from './field-error.tsx';
import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';

const fieldWrapCss = (t: Theme) => css`
  display: grid;
  gap: ${t.space.xs};
`;

const labelCss = css`
  font-weight: 600;
`;

const controlCss = (t: Theme) => css`
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

interface CommonProps {
  label: string;
  /** The validation message for this field; ties itself to the control. */
  error?: string | undefined;
}

export type TextFieldProps = CommonProps &
  (
    | ({ multiline?: false; ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>)
    | ({ multiline: true; ref?: Ref<HTMLTextAreaElement> } & TextareaHTMLAttributes<HTMLTextAreaElement>)
  );

/** A labelled input or textarea whose error is announced with it. */
export function TextField(props: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const aria = {
    id,
    'aria-invalid': props.error ? true : undefined,
    'aria-describedby': props.error ? errorId : undefined,
  } as const;
  let control;
  if (props.multiline) {
    const { label: _l, error: _e, multiline: _m, ...rest } = props;
    control = <textarea css={controlCss} rows={5} {...rest} {...aria} />;
  } else {
    const { label: _l, error: _e, multiline: _m, ...rest } = props;
    control = <input css={controlCss} {...rest} {...aria} />;
  }
  return (
    <div css={fieldWrapCss}>
      <label css={labelCss} htmlFor={id}>
        {props.label}
      </label>
      {control}
      {props.error ? <FieldError id={errorId}>{props.error}</FieldError> : null}
    </div>
  );
}
