import { css } from '@emotion/react';
import { Heading, Section, Stack, Text } from '@agency/ui';

export interface PageHeaderProps {
  eyebrow?: string;
  heading: string;
  lead: string;
}

/** The opening band of a page without a hero: its one h1 and a lead paragraph. */
export function PageHeaderSection({ eyebrow, heading, lead }: PageHeaderProps) {
  return (
    <Section aria-labelledby="page-title" tone="muted">
      <Stack gap="md">
        {eyebrow ? (
          <Text
            size="sm"
            weight="bold"
            css={(t) => css`
              color: ${t.colors.brand};
              text-transform: uppercase;
              letter-spacing: 0.06em;
            `}
          >
            {eyebrow}
          </Text>
        ) : null}
        <Heading level={1} id="page-title">
          {heading}
        </Heading>
        <Text size="lg" css={(t) => ({ maxWidth: t.sizes.prose })}>
          {lead}
        </Text>
      </Stack>
    </Section>
  );
}
