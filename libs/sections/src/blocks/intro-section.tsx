import styled from '@emotion/styled';
import type { IntroContent } from '@agency/content';
import { Container } from '@agency/ui';

const Band = styled.section`
  padding-block: ${({ theme }) => theme.space.xxl};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.display};
`;

const Paragraph = styled.p`
  max-width: ${({ theme }) => theme.sizes.prose};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** A service page's opening: the page's h1 and its introduction. */
export function IntroSection({ intro }: { intro: IntroContent }) {
  return (
    <Band aria-labelledby="intro-title">
      <Container>
        <Title id="intro-title">{intro.heading}</Title>
        {intro.paragraphs.map((text) => (
          <Paragraph key={text}>{text}</Paragraph>
        ))}
      </Container>
    </Band>
  );
}
