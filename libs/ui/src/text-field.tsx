import { FieldError } from './field-error.tsx';
import { fieldControlCss, fieldLabelCss, fieldWrapCss } from './field-styles.ts';
import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';

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
    control = <textarea css={fieldControlCss} rows={5} {...rest} {...aria} />;
  } else {
    const { label: _l, error: _e, multiline: _m, ...rest } = props;
    control = <input css={fieldControlCss} {...rest} {...aria} />;
  }
  return (
    <div css={fieldWrapCss}>
      <label css={fieldLabelCss} htmlFor={id}>
        {props.label}
      </label>
      {control}
      {props.error ? <FieldError id={errorId}>{props.error}</FieldError> : null}
    </div>
  );
}
