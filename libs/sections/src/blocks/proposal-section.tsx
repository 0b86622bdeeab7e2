import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { ProcessStep } from '@agency/content';
import { Card, Heading, mediaUp, Section, Stack, Text } from '@agency/ui';
import { CardIcon } from './card-icon.tsx';

export interface ProposalSectionProps {
  heading: string;
  lead: string;
  stepsHeading: string;
  steps: readonly ProcessStep[];
  /** The proposal form. */
  children?: ReactNode;
}

/** The proposal form headed 'Experience Real Results' beside the 3-step panel (Careers). */
export function ProposalSection({ heading, lead, stepsHeading, steps, children }: ProposalSectionProps) {
  return (
    <Section aria-labelledby="proposal-title" id="proposal">
      <div
        css={(t) => css`
          display: grid;
          gap: ${t.space.xl};
          ${mediaUp('desktop')} {
            grid-template-columns: 3fr 2fr;
          }
        `}
      >
        <Stack gap="lg">
          <Stack gap="sm">
            <Heading level={2} id="proposal-title">
              {heading}
            </Heading>
            <Text tone="muted">{lead}</Text>
          </Stack>
          {children}
        </Stack>
        <Card as="div" hoverScale={false} highlighted css={{ alignSelf: 'start' }}>
          <Heading level={3} size="xl" id="proposal-steps-title">
            {stepsHeading}
          </Heading>
          <Stack as="ol" gap="lg" aria-labelledby="proposal-steps-title" data-proposal-steps="">
            {steps.map((step) => (
              <li key={step.number}>
                <Stack direction="row" gap="md" wrap={false} align="flex-start">
                  {step.icon ? <CardIcon name={step.icon} /> : null}
                  <Stack gap="xs">
                    <Heading level={4} size="lg">
                      {`${step.number}. ${step.title}`}
                    </Heading>
                    <Text>{step.description}</Text>
                  </Stack>
                </Stack>
              </li>
            ))}
          </Stack>
        </Card>
      </div>
    </Section>
  );
}
