import styled from '@emotion/styled';
import { useId, type ReactNode } from 'react';
import { Container } from '@agency/ui';

const Band = styled.section`
  padding-block: ${({ theme }) => theme.space.xxl};
`;

const Inner = styled(Container)`
  max-width: ${({ theme }) => theme.sizes.prose};
`;

/** A titled band that holds an enquiry form. */
export function ContactSection({
  heading,
  lead,
  children,
}: {
  heading: string;
  lead: string;
  children: ReactNode;
}) {
  // A page may hold more than one of these bands (Careers has two forms).
  const titleId = useId();
  return (
    <Band aria-labelledby={titleId}>
      <Inner>
        <h2 id={titleId}>{heading}</h2>
        <p>{lead}</p>
        {children}
      </Inner>
    </Band>
  );
}
