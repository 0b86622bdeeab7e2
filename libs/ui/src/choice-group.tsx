import { css, type Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';
import { FieldError } from './field-error.tsx';
import { mediaUp } from './theme.ts';

const fieldsetCss = css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const legendCss = (t: Theme) => css`
  padding: 0;
  margin-bottom: ${t.space.sm};
  font-weight: 600;
`;

const optionsCss = (t: Theme, columns: number) => css`
  display: grid;
  gap: ${t.space.xs} ${t.space.md};
  ${mediaUp('tablet')} {
    grid-template-columns: repeat(${columns}, minmax(0, 1fr));
  }
`;

const errorPlacementCss = (t: Theme) => css`
  margin-top: ${t.space.xs};
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
    <fieldset css={fieldsetCss} aria-describedby={error ? errorId : undefined}>
      <legend css={legendCss}>{legend}</legend>
      <div css={(t) => optionsCss(t, columns)}>{children}</div>
      {error ? (
        <FieldError css={errorPlacementCss} id={errorId}>
          {error}
        </FieldError>
      ) : null}
    </fieldset>
  );
}
