import { css } from '@emotion/react';

/** The names of a chart's series beside their colours (the chart itself is an image to assistive technology). */
export function ChartLegend({ series }: { series: { name: string; color: string; line?: boolean }[] }) {
  return (
    <ul
      css={css`
        display: flex;
        flex-wrap: wrap;
        gap: 0.25rem 1rem;
        list-style: none;
        padding: 0;
        margin: 0.5rem 0 0;
      `}
    >
      {series.map(({ name, color, line }) => (
        <li
          key={name}
          css={css`
            display: flex;
            align-items: center;
            gap: 0.4rem;
          `}
        >
          <svg width="18" height="12" aria-hidden="true" focusable="false">
            {line ? (
              <line x1="0" y1="6" x2="18" y2="6" stroke={color} strokeWidth="3" />
            ) : (
              <rect width="18" height="12" fill={color} />
            )}
          </svg>
          {name}
        </li>
      ))}
    </ul>
  );
}
