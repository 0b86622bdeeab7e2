import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { mediaUp } from '@agency/ui';

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: 600;
`;

const Options = styled.div<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  ${mediaUp('tablet')} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A set of checkboxes or radios under one legend; its error is announced with the group. */
export function ChoiceGroup({
  legend,
  columns = 1,
  error,
  children,
}: {
  legend: ReactNode;
  columns?: number;
  error?: string | undefined;
  children: ReactNode;
}) {
  const errorId = `${useId()}-error`;
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <Legend>{legend}</Legend>
      <Options $columns={columns}>{children}</Options>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Fieldset>
  );
}
