import type { ReactNode } from 'react';
import { Heading, Section, Stack, Text, type SectionTone } from '@agency/ui';

export interface FormSectionProps {
  /** Anchor of the band; its heading gets `<id>-title`. */
  id: string;
  heading: string;
  lead: string;
  tone?: SectionTone;
  /** The form itself. */
  children?: ReactNode;
}

/** A headed band holding one form at a readable width. */
export function FormSection({ id, heading, lead, tone, children }: FormSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Section aria-labelledby={titleId} tone={tone} id={id}>
      <Stack gap="lg" css={(t) => ({ maxWidth: t.sizes.prose })}>
        <Stack gap="sm">
          <Heading level={2} id={titleId}>
            {heading}
          </Heading>
          <Text tone="muted">{lead}</Text>
        </Stack>
        {children}
      </Stack>
    </Section>
  );
}
