import { css } from '@emotion/react';
import type { BaseSyntheticEvent } from 'react';
import { noScriptFields } from '@agency/contract';

// Off-screen rather than display:none, because simple bots skip hidden inputs.
// aria-hidden and tabIndex -1 keep it away from screen readers and keyboards.
const offScreenCss = css`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const honeypotFieldName = noScriptFields.honeypot;

/**
 * The anti-spam trap every submitting form carries. People never see or reach
 * it; its value (normally '') goes to the API in the X-Honeypot header, or as
 * a field of the form when the browser posts it without scripts.
 */
export function HoneypotField() {
  return (
    <div css={offScreenCss} aria-hidden="true">
      <label>
        Leave this field empty
        <input type="text" name={honeypotFieldName} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The honeypot's value in the form that was submitted ('' when untouched). */
export function honeypotValueOf(event: BaseSyntheticEvent | undefined): string {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return '';
  const value = new FormData(form).get(honeypotFieldName);
  return typeof value === 'string' ? value : '';
}
