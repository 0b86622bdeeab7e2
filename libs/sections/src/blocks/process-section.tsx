import { css } from '@emotion/react';
import type { ProcessStep } from '@agency/content';
import { Card, Grid, Heading, Section, Stack, Text, VisuallyHidden, type SectionTone } from '@agency/ui';
import { CardIcon } from './card-icon.tsx';

export interface ProcessSectionProps {
  id: string;
  heading: string;
  lead?: string;
  steps: ProcessStep[];
  tone?: SectionTone;
}

/** Numbered steps in order: an ordered list, so the count and order are announced. */
export function ProcessSection({ id, heading, lead, steps, tone }: ProcessSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Section aria-labelledby={titleId} tone={tone}>
      <Stack gap="lg">
        <Stack gap="sm">
          <Heading level={2} id={titleId}>
            {heading}
          </Heading>
          {lead ? <Text tone="muted">{lead}</Text> : null}
        </Stack>
        <Grid
          as="ol"
          columns={{ tablet: 2, desktop: steps.length % 3 === 0 ? 3 : steps.length === 4 ? 4 : 3 }}
        >
          {steps.map((step) => (
            <Card as="li" key={step.number} hoverScale={false}>
              <Stack direction="row" gap="sm" align="center" wrap={false}>
                <span
                  aria-hidden
                  css={(t) => css`
                    display: inline-grid;
                    place-items: center;
                    width: 2.5rem;
                    height: 2.5rem;
                    border-radius: ${t.radii.pill};
                    background: ${t.colors.brand};
                    color: ${t.colors.onBrand};
                    font-weight: ${t.fontWeights.bold};
                  `}
                >
                  {step.number}
                </span>
                {step.icon ? <CardIcon name={step.icon} /> : null}
              </Stack>
              <Heading level={3} size="lg">
                <VisuallyHidden>{`Step ${step.number}: `}</VisuallyHidden>
                {step.title}
              </Heading>
              <Text tone="muted">{step.description}</Text>
            </Card>
          ))}
        </Grid>
      </Stack>
    </Section>
  );
}
