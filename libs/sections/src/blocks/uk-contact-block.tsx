import { css } from '@emotion/react';
import { Heading, Icon, Section, Stack, Text } from '@agency/ui';

export interface UkContactBlockProps {
  contact: {
    heading: string;
    emails: readonly { label: string; address: string }[];
    socialHeading: string;
    socials: readonly { label: string; kind: string; href: string }[];
  };
}

/** The UK contact block: a general and a support address and four social profiles. */
export function UkContactBlock({ contact }: UkContactBlockProps) {
  return (
    <Section aria-labelledby="uk-contact-title" tone="night">
      <Stack gap="lg">
        <Heading level={2} id="uk-contact-title">
          {contact.heading}
        </Heading>
        <Stack as="ul" direction="row" gap="xl">
          {contact.emails.map((email) => (
            <li key={email.address}>
              <Stack direction="row" gap="sm" align="center" wrap={false}>
                <Icon name="mail" />
                <Text>
                  {email.label}: <a href={`mailto:${email.address}`}>{email.address}</a>
                </Text>
              </Stack>
            </li>
          ))}
        </Stack>
        <Heading level={3} size="lg" id="uk-social-title">
          {contact.socialHeading}
        </Heading>
        <Stack as="ul" direction="row" gap="md" aria-labelledby="uk-social-title" data-socials="">
          {contact.socials.map((social) => (
            <li key={social.href}>
              <a
                href={social.href}
                rel="noopener"
                css={(t) => css`
                  display: inline-flex;
                  flex-direction: column;
                  min-height: ${t.sizes.touch};
                  padding: ${t.space.sm} ${t.space.md};
                  border: ${t.borderWidths.thin} solid ${t.colors.onNightMuted};
                  border-radius: ${t.radii.md};
                  text-decoration: none;
                `}
              >
                <span css={(t) => ({ fontWeight: t.fontWeights.semibold })}>{social.label}</span>
                <span css={(t) => ({ fontSize: t.fontSizes.sm, color: t.colors.onNightMuted })}>
                  {social.kind}
                </span>
              </a>
            </li>
          ))}
        </Stack>
      </Stack>
    </Section>
  );
}
