import { css } from '@emotion/react';
import type { CtaSectionData } from '@agency/content';
import { ButtonLink, Heading, Section, Stack, Text } from '@agency/ui';

/** A closing call to action band. */
export function CtaSection({ section }: { section: CtaSectionData }) {
  const titleId = `${section.id}-title`;
  return (
    <Section aria-labelledby={titleId} tone="brand">
      <Stack gap="md" align="flex-start">
        <Heading level={2} id={titleId}>
          {section.heading}
        </Heading>
        <Text size="lg">{section.text}</Text>
        <ButtonLink
          to={section.cta.href}
          // Doubled class: the brand band makes its links inherit white, which fails on accent.
          css={(t) => css`
            &&,
            &&:hover {
              background: ${t.colors.accent};
              color: ${t.colors.ink};
            }
            &&:hover {
              text-decoration: underline;
            }
          `}
        >
          {section.cta.label}
        </ButtonLink>
      </Stack>
    </Section>
  );
}
