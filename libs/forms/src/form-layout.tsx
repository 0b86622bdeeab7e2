import styled from '@emotion/styled';
import { mediaUp } from '@agency/ui';

/** A form's fields stacked with even spacing. */
export const FormGrid = styled.form`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

/** Two fields side by side from tablet width up. */
export const FieldPair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${mediaUp('tablet')} {
    grid-template-columns: 1fr 1fr;
  }
`;
