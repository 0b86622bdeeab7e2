import { css, type Theme } from '@emotion/react';

export type FormStatusTone = 'success' | 'error';

const paragraphCss = (t: Theme, tone: FormStatusTone) => css`
  margin: 0;
  min-height: 1.6em;
  font-weight: 600;
  color: ${tone === 'success' ? t.colors.success : t.colors.danger};
`;

/**
 * The paragraph under a UK form that says how the submission went. It is in
 * the page from the start (empty), so screen readers announce each new text.
 */
export function FormStatus({ success, error }: { success: string; error: string }) {
  const tone: FormStatusTone = error ? 'error' : 'success';
  return (
    <p css={(t) => paragraphCss(t, tone)} role="status" aria-live="polite">
      {error || success}
    </p>
  );
}
