import isPropValid from '@emotion/is-prop-valid';
import styled from '@emotion/styled';
import type { CSSProperties } from 'react';
import type { Space } from './theme.ts';

export interface StackProps {
  /** Gap between the children, from the spacing scale. */
  gap?: Space;
  direction?: 'column' | 'row';
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  /** Let a row wrap onto new lines on narrow screens (default for rows). */
  wrap?: boolean;
}

// The layout props style the element; they are not attributes of it.
const layoutProps = new Set(['gap', 'direction', 'align', 'justify', 'wrap']);

/**
 * Lays children out in one direction with a gap from the spacing scale; lists
 * (`as="ul"`) lose their bullets.
 */
export const Stack = styled('div', {
  shouldForwardProp: (prop) => isPropValid(prop) && !layoutProps.has(prop),
})<StackProps>(({ theme, gap = 'md', direction = 'column', align, justify, wrap = direction === 'row' }) => ({
  display: 'flex',
  flexDirection: direction,
  flexWrap: wrap ? 'wrap' : 'nowrap',
  gap: theme.space[gap],
  alignItems: align,
  justifyContent: justify,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
}));
