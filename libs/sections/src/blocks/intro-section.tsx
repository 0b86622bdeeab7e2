import { css, type Theme } from '@emotion/react';
import type { IntroSectionData } from '@agency/content';
import { ButtonLink, Heading, Image, mediaUp, Section, Stack, Text } from '@agency/ui';

// A soft wave under the hosting intro; pure decoration drawn in CSS, no request.
const waveCss = (t: Theme) => css`
  background-color: ${t.colors.surface};
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1440 160' preserveAspectRatio='none'%3E%3Cpath d='M0 80c240 60 480 60 720 0s480-60 720 0v80H0z' fill='%23ffffff'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: bottom;
  background-size: 100% 120px;
`;

const layoutCss = css`
  display: grid;
  gap: 2.5rem;
  align-items: center;
  ${mediaUp('desktop')} {
    grid-template-columns: 3fr 2fr;
  }
`;

/** A page's opening: its one h1, the introduction and, where the page has one, its picture. */
export function IntroSection({ section }: { section: IntroSectionData }) {
  const titleId = `${section.id}-title`;
  return (
    <Section
      aria-labelledby={titleId}
      tone={section.background === 'wave' ? 'default' : 'muted'}
      css={section.background === 'wave' ? waveCss : undefined}
    >
      <div css={section.image ? layoutCss : undefined}>
        <Stack gap="md">
          {section.eyebrow ? (
            <Text
              size="sm"
              weight="bold"
              css={(t) => css`
                color: ${t.colors.brand};
                text-transform: uppercase;
                letter-spacing: 0.06em;
              `}
            >
              {section.eyebrow}
            </Text>
          ) : null}
          <Heading level={1} id={titleId}>
            {section.heading}
          </Heading>
          {section.paragraphs.map((text) => (
            <Text
              key={text}
              size="lg"
              css={(t) => css`
                max-width: ${t.sizes.prose};
              `}
            >
              {text}
            </Text>
          ))}
          {section.points ? (
            <ul
              css={(t) => css`
                margin: 0;
                padding-inline-start: ${t.space.lg};
                max-width: ${t.sizes.prose};
              `}
            >
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
          {section.cta ? (
            <div>
              <ButtonLink to={section.cta.href}>{section.cta.label}</ButtonLink>
            </div>
          ) : null}
        </Stack>
        {section.image ? <Image {...section.image} priority /> : null}
      </div>
    </Section>
  );
}
