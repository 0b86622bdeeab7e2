import { css } from '@emotion/react';
import type { ReactElement } from 'react';
import type { IconName } from '@agency/content';

// Pictograms for the content's cards and steps; 24-unit strokes in the style of
// the design system's Icon, whose set covers only the shell's needs.
const glyphs: Record<IconName, ReactElement> = {
  code: <path d="M8 7l-5 5 5 5M16 7l5 5-5 5M14 4l-4 16" />,
  layout: <path d="M3 4h18v16H3zM3 9h18M9 9v11" />,
  phone: <path d="M7 2h10v20H7zM11 18h2" />,
  server: <path d="M3 4h18v7H3zM3 13h18v7H3zM7 7.5h.01M7 16.5h.01" />,
  cart: <path d="M3 4h2l2.5 11h11L21 7H6.5M9 20h.01M18 20h.01" />,
  users: (
    <path d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M16 3.5a4 4 0 0 1 0 7.5M22 21a7 7 0 0 0-4-6.3" />
  ),
  search: <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM21 21l-5-5" />,
  share: (
    <path d="M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
  ),
  target: (
    <path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 12h.01" />
  ),
  cursor: <path d="M4 3l7 18 2.5-7.5L21 11z" />,
  shield: <path d="M12 2l8 3v6c0 5-3.5 9-8 11-4.5-2-8-6-8-11V5zM9 12l2 2 4-4" />,
  chart: <path d="M3 3v18h18M7 15l4-4 3 3 6-7" />,
  cloud: <path d="M7 18a5 5 0 0 1-.6-10A6 6 0 0 1 18 9a4.5 4.5 0 0 1-.5 9z" />,
  clock: <path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2" />,
  star: <path d="M12 2l3 6.5 7 .8-5.2 4.8 1.5 7L12 17.6 5.7 21.1l1.5-7L2 9.3l7-.8z" />,
  check: <path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM7.5 12l3 3 6-6" />,
  handshake: <path d="M2 11l5-5 5 3 5-3 5 5-5 6-3-2-2 2-3-2-2 1zM12 9l-3 3a1.5 1.5 0 0 0 2 2l3-2" />,
  lightbulb: <path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2z" />,
  rocket: (
    <path d="M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2M9 12l3 3M14.5 4.5C17 2 21 3 21 3s1 4-1.5 6.5L13 16l-5-5zM9 11H5l2-4h4M13 15v4l4-2v-4" />
  ),
  mail: <path d="M3 5h18v14H3zM3 6l9 7 9-7" />,
  gauge: <path d="M4 18a9 9 0 1 1 16 0M12 14l4-5M12 15h.01" />,
  heart: <path d="M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z" />,
  briefcase: <path d="M3 7h18v13H3zM8 7V4h8v3M3 12h18" />,
  globe: (
    <path d="M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM2 12h20M12 2c3 3 3 17 0 20M12 2c-3 3-3 17 0 20" />
  ),
};

/** A card's or step's pictogram; always decorative, as the text beside it says the same. */
export function CardIcon({ name }: { name: IconName }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden
      css={(t) => css`
        width: ${t.sizes.icon.xl};
        height: ${t.sizes.icon.xl};
        flex: none;
        color: inherit;
      `}
    >
      {glyphs[name]}
    </svg>
  );
}
