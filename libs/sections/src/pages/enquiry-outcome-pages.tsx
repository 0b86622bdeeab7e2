import { noScriptErrorReasons, noScriptPages, type NoScriptErrorReason, type Region } from '@agency/contract';
import { enquiryNotSent, enquirySent, regionConfigs } from '@agency/content';
import { AppLink, ButtonLink, Section, Stack, Text } from '@agency/ui';
import { PageHeaderSection } from '../blocks/page-header-section.tsx';
import type { SitePage } from '../site/site-definition.ts';

/** The other ways to reach the agency, for a visitor whose form did not get through. */
function OtherWays({ region }: { region: Region }) {
  const { email, phone, basename } = regionConfigs[region];
  return (
    <Section aria-label="Other ways to reach us">
      <Stack gap="md" align="flex-start">
        <Text>
          You can also email <a href={`mailto:${email}`}>{email}</a> or call{' '}
          <a href={`tel:${phone.tel}`}>{phone.display}</a>.
        </Text>
        <ButtonLink to={`${basename}/ContactUs`}>Go to the contact page</ButtonLink>
        <AppLink to={basename || '/'}>Back to the home page</AppLink>
      </Stack>
    </Section>
  );
}

/** A path of the page within its tree ('/uk/enquiry-sent' -> '/enquiry-sent' in the UK site). */
const withinTree = (region: Region, path: string) => path.slice(regionConfigs[region].basename.length);

/**
 * The pages a form posted without JavaScript is sent on to by the API (wire.ts
 * `noScriptPages`): received, or not sent for one of the reasons, each saying
 * what to do next. Not indexed, not in the sitemap.
 */
export function enquiryOutcomePages(region: Region): { path: string; page: SitePage }[] {
  const sent: SitePage = {
    meta: { title: enquirySent.title, description: enquirySent.lead },
    Component: () => (
      <>
        <PageHeaderSection heading={enquirySent.heading} lead={enquirySent.lead} />
        <OtherWays region={region} />
      </>
    ),
  };
  const notSent = (reason: NoScriptErrorReason): SitePage => {
    const words = enquiryNotSent[reason];
    return {
      meta: { title: words.title, description: words.lead },
      Component: () => (
        <>
          <PageHeaderSection heading={words.heading} lead={words.lead} />
          <Section aria-label="What to do">
            <Text size="lg">{words.whatToDo}</Text>
          </Section>
          <OtherWays region={region} />
        </>
      ),
    };
  };
  return [
    { path: withinTree(region, noScriptPages[region].sent), page: sent },
    ...noScriptErrorReasons.map((reason) => ({
      path: withinTree(region, `${noScriptPages[region].notSent}/${reason}`),
      page: notSent(reason),
    })),
  ];
}
