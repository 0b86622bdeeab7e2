import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import type { HeroContent } from '@agency/content';
import { ButtonLink, Container, mediaUp } from '@agency/ui';

const Band = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  padding-block: ${({ theme }) => theme.space.xxl};
`;

const Grid = styled(Container)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;
  ${mediaUp('desktop')} {
    grid-template-columns: 3fr 2fr;
  }
`;

const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.display};
`;

const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.prose};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

/** The page's opening band with its one h1; `aside` holds a form or an illustration. */
export function HeroSection({ hero, aside }: { hero: HeroContent; aside?: ReactNode }) {
  return (
    <Band aria-labelledby="hero-title">
      <Grid>
        <div>
          <Eyebrow>{hero.eyebrow}</Eyebrow>
          <Title id="hero-title">{hero.heading}</Title>
          <Lead>{hero.lead}</Lead>
          {hero.cta ? <ButtonLink to={hero.cta.href}>{hero.cta.label}</ButtonLink> : null}
        </div>
        {aside ? <div>{aside}</div> : null}
      </Grid>
    </Band>
  );
}
