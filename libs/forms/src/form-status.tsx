import styled from '@emotion/styled';

export type FormStatusTone = 'success' | 'error';

const Paragraph = styled.p<{ $tone: FormStatusTone }>`
  margin: 0;
  min-height: 1.6em;
  font-weight: 600;
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.danger)};
`;

/**
 * The paragraph under a UK form that says how the submission went. It is in
 * the page from the start (empty), so screen readers announce each new text.
 */
export function FormStatus({ success, error }: { success: string; error: string }) {
  const tone: FormStatusTone = error ? 'error' : 'success';
  return (
    <Paragraph role="status" aria-live="polite" $tone={tone}>
      {error || success}
    </Paragraph>
  );
}
