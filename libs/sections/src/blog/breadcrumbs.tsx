import { css } from '@emotion/react';
import { AppLink } from '@agency/ui';

/** The trail above an article: each crumb a link, the page itself last and current. */
export function Breadcrumbs({
  trail,
  current,
}: {
  trail: readonly { name: string; to: string }[];
  current: string;
}) {
  return (
    <nav aria-label="Breadcrumb">
      <ol
        css={(t) => css`
          display: flex;
          flex-wrap: wrap;
          gap: ${t.space.xs};
          margin: 0;
          padding: 0;
          list-style: none;
          font-size: ${t.fontSizes.sm};
          li + li::before {
            content: '›';
            margin-right: ${t.space.xs};
          }
        `}
      >
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <AppLink to={crumb.to}>{crumb.name}</AppLink>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
