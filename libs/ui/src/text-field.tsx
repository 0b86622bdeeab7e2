import styled from '@emotion/styled';
import type { Theme } from '@emotion/react';
import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';

const FieldWrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-weight: 600;
`;

const controlCss = ({ theme }: { theme: Theme }) => `
  width: 100%;
  min-height: 44px;
  padding: ${theme.space.sm} ${theme.space.md};
  border: 1px solid ${theme.colors.inkMuted};
  border-radius: ${theme.radii.sm};
  font: inherit;
  color: ${theme.colors.ink};
  background: ${theme.colors.paper};
  &[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    border-width: 2px;
  }
`;

const Input = styled.input(controlCss);
const TextArea = styled.textarea(controlCss);

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
    control = <TextArea rows={5} {...rest} {...aria} />;
  } else {
    const { label: _l, error: _e, multiline: _m, ...rest } = props;
    control = <Input {...rest} {...aria} />;
  }
  return (
    <FieldWrap>
      <Label htmlFor={id}>{props.label}</Label>
      {control}
      {props.error ? <ErrorText id={errorId}>{props.error}</ErrorText> : null}
    </FieldWrap>
  );
}
