import type { Region } from '@agency/contract';
import { privacyNotices } from '@agency/content';
import { Heading, Section, Stack, Text } from '@agency/ui';
import { PageHeaderSection } from '../blocks/page-header-section.tsx';
import type { SitePage } from '../site-definition/site-definition.ts';

/**
 * The region's privacy notice: what the forms collect and why, how long it
 * is kept, the visitor's rights, and the notice's version, the one stored
 * with each consent given on this region's forms.
 */
export function privacyPage(region: Region): SitePage {
  const notice = privacyNotices[region];
  return {
    meta: notice.meta,
    Component: () => (
      <>
        <PageHeaderSection heading={notice.heading} lead={notice.lead} />
        {notice.sections.map((section, index) => (
          <Section key={section.heading} aria-labelledby={`privacy-${index}`}>
            <Stack gap="md" css={(t) => ({ maxWidth: t.sizes.prose })}>
              <Heading level={2} id={`privacy-${index}`}>
                {section.heading}
              </Heading>
              {section.paragraphs.map((text) => (
                <Text key={text}>{text}</Text>
              ))}
              {section.items ? (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              ) : null}
            </Stack>
          </Section>
        ))}
        <Section aria-label="Version">
          <Text>Version {notice.version}.</Text>
        </Section>
      </>
    ),
  };
}
