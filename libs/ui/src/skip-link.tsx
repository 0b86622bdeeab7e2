import { css } from '@emotion/react';

export interface SkipLinkProps {
  /** id of the element to jump to; the layouts use 'main'. */
  targetId?: string;
  label?: string;
}

/** The first focusable thing on a page: hidden until focused, then jumps past the header. */
export function SkipLink({ targetId = 'main', label = 'Skip to main content' }: SkipLinkProps) {
  return (
    <a
      href={`#${targetId}`}
      css={(t) => css`
        position: absolute;
        top: ${t.space.sm};
        left: ${t.space.sm};
        z-index: ${t.zIndices.skipLink};
        padding: ${t.space.sm} ${t.space.md};
        border-radius: ${t.radii.sm};
        background: ${t.colors.ink};
        color: ${t.colors.paper};
        --focus-ring: ${t.colors.focusOnDark};
        font-weight: ${t.fontWeights.semibold};
        transform: translateY(-200%);
        &:focus {
          transform: none;
        }
      `}
    >
      {label}
    </a>
  );
}
