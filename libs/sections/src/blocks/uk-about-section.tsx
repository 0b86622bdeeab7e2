import type { CallToAction } from '@agency/content';
import { ButtonLink, Heading, Section, Stack, Text, VisuallyHidden } from '@agency/ui';

export interface UkAboutSectionProps {
  about: { heading: string; paragraphs: readonly string[]; cta: CallToAction; phonePrompt: string };
  phone: { display: string; tel: string };
}

/** Who we are in brief, with 'Learn More' and a phone number a visitor can tap. */
export function UkAboutSection({ about, phone }: UkAboutSectionProps) {
  return (
    <Section aria-labelledby="about-title">
      <Stack gap="md" css={(t) => ({ maxWidth: t.sizes.prose })}>
        <Heading level={2} id="about-title">
          {about.heading}
        </Heading>
        {about.paragraphs.map((text) => (
          <Text key={text}>{text}</Text>
        ))}
        <Text>
          {about.phonePrompt} <a href={`tel:${phone.tel}`}>{phone.display}</a>
        </Text>
        <div>
          <ButtonLink to={about.cta.href}>
            {about.cta.label}
            {about.cta.context ? <VisuallyHidden>{` ${about.cta.context}`}</VisuallyHidden> : null}
          </ButtonLink>
        </div>
      </Stack>
    </Section>
  );
}
