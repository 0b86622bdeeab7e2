import styled from '@emotion/styled';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

const Row = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
`;

const Box = styled.input`
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.2rem 0 0;
  accent-color: ${({ theme }) => theme.colors.brand};
  &[aria-invalid='true'] {
    outline: 2px solid ${({ theme }) => theme.colors.danger};
    outline-offset: 2px;
  }
`;

const Label = styled.label`
  min-height: 24px;
`;

const ErrorText = styled.p`
  grid-column: 2;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
    <Row>
      <Box
        {...rest}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <Label htmlFor={id}>{label}</Label>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Row>
  );
}
