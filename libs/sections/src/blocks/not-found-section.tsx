import styled from '@emotion/styled';
import { ButtonLink, Container } from '@agency/ui';

const Band = styled.section`
  padding-block: ${({ theme }) => theme.space.xxl};
`;

/** The 404 page body: says plainly what happened and where to go next. */
export function NotFoundSection({ homePath }: { homePath: string }) {
  return (
    <Band aria-labelledby="not-found-title">
      <Container>
        <h1 id="not-found-title">Page not found</h1>
        <p>
          The page you asked for does not exist or has moved. Check the address, or start again from the home
          page.
        </p>
        <ButtonLink to={homePath}>Go to the home page</ButtonLink>
      </Container>
    </Band>
  );
}
