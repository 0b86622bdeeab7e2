import { css } from '@emotion/react';

/**
 * Labelled facts as a description list: each label is read with its value.
 * Each value is isolated for bidirectional text, as it is often a visitor's.
 */
export function FactList({ facts }: { facts: { label: string; value: string }[] }) {
  return (
    <dl
      css={(t) => css`
        display: grid;
        grid-template-columns: minmax(8rem, max-content) 1fr;
        gap: ${t.space.xs} ${t.space.md};
        margin: 0;
        dt {
          font-weight: 600;
        }
        dd {
          margin: 0;
          /* A visitor's text (an RLO in a file name) reorders nothing around it. */
          unicode-bidi: isolate;
          overflow-wrap: anywhere;
          white-space: pre-wrap;
        }
      `}
    >
      {facts.map((fact) => (
        <div
          key={fact.label}
          css={css`
            display: contents;
          `}
        >
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
