import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { HeroContent } from '@agency/content';
import { ButtonLink, Heading, Image, mediaUp, Section, Stack, Text } from '@agency/ui';

/** The page's opening band with its one h1; `aside` holds a form, else the hero picture shows. */
export function HeroSection({ hero, aside }: { hero: HeroContent; aside?: ReactNode }) {
  const side = aside ?? (hero.image ? <Image {...hero.image} priority /> : null);
  return (
    <Section aria-labelledby="hero-title" tone="muted">
      <div
        css={(t) => css`
          display: grid;
          gap: ${t.space.xl};
          align-items: center;
          ${mediaUp('desktop')} {
            grid-template-columns: 3fr 2fr;
          }
        `}
      >
        <Stack gap="md">
          <Text
            size="sm"
            weight="bold"
            css={(t) => css`
              color: ${t.colors.brand};
              text-transform: uppercase;
              letter-spacing: 0.06em;
            `}
          >
            {hero.eyebrow}
          </Text>
          <Heading level={1} id="hero-title">
            {hero.heading}
          </Heading>
          <Text size="lg" tone="muted" css={(t) => ({ maxWidth: t.sizes.prose })}>
            {hero.lead}
          </Text>
          {hero.cta ? (
            <div>
              <ButtonLink to={hero.cta.href}>{hero.cta.label}</ButtonLink>
            </div>
          ) : null}
        </Stack>
        {side ? <div>{side}</div> : null}
      </div>
    </Section>
  );
}
