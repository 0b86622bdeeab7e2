import styled from '@emotion/styled';
import type { ReactNode } from 'react';
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
  return (
    <Band aria-labelledby="contact-title">
      <Inner>
        <h2 id="contact-title">{heading}</h2>
        <p>{lead}</p>
        {children}
      </Inner>
    </Band>
  );
}
