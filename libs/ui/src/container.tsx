import styled from '@emotion/styled';

/**
 * Centres content at the readable page width with side gutters. A styled
 * `div`; `as` renders another element (`address`, `nav`…) with the same box.
 */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.sizes.content};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.md};
`;
