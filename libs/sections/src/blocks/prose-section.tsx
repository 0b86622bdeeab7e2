import type { ProseSectionData } from '@agency/content';
import { Heading, Section, Stack, Text, type SectionTone } from '@agency/ui';

/** Headed paragraphs with an optional list. */
export function ProseSection({ section, tone }: { section: ProseSectionData; tone?: SectionTone }) {
  const titleId = `${section.id}-title`;
  return (
    <Section aria-labelledby={titleId} tone={tone}>
      <Stack gap="md" css={(t) => ({ maxWidth: t.sizes.prose })}>
        <Heading level={2} id={titleId}>
          {section.heading}
        </Heading>
        {section.paragraphs.map((text) => (
          <Text key={text}>{text}</Text>
        ))}
        {section.points ? (
          <ul>
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : null}
      </Stack>
    </Section>
  );
}
