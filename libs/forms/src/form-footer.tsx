import { css, type Theme } from '@emotion/react';
import { Button } from '@agency/ui';
import { HoneypotField } from './honeypot-field.tsx';

const progressCss = (t: Theme) => css`
  display: block;
  width: 100%;
  height: 0.75rem;
  margin-top: ${t.space.sm};
  accent-color: ${t.colors.brand};
`;

export interface FormFooterProps {
  /** The button's label (docs/requirements.md §9). */
  label: string;
  /** The label while the request is under way; the button is disabled then. */
  pendingLabel?: string;
  pending: boolean;
  /** How much of an upload has gone (0 to 100), while one is under way. */
  percent?: number | undefined;
}

/**
 * The end of every sending form: the hidden honeypot, then the submit button;
 * during an upload the button says how far it has gone and a progress bar
 * shows it (both read by screen readers).
 */
export function FormFooter({ label, pendingLabel = label, pending, percent }: FormFooterProps) {
  return (
    <>
      <HoneypotField />
      <div>
        <Button type="submit" disabled={pending}>
          {percent === undefined ? (pending ? pendingLabel : label) : `Uploading… ${percent}%`}
        </Button>
        {percent === undefined ? null : (
          <progress css={progressCss} max={100} value={percent} aria-label="Upload progress">
            {percent}%
          </progress>
        )}
      </div>
    </>
  );
}
