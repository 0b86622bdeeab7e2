import styled from '@emotion/styled';
import { useId, type Ref, type SelectHTMLAttributes } from 'react';

const FieldWrap = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Label = styled.label`
  font-weight: 600;
`;

const Select = styled.select`
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.inkMuted};
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  color: ${({ theme }) => theme.colors.ink};
  background: ${({ theme }) => theme.colors.paper};
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
    border-width: 2px;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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
    <FieldWrap>
      <Label htmlFor={id}>{label}</Label>
      <Select
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
      </Select>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </FieldWrap>
  );
}
