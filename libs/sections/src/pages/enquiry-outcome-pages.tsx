import { clientConfig } from '@agency/api-client';
import {
  applicationErrorReasons,
  applicationPages,
  noScriptErrorReasons,
  noScriptPages,
  type NotSentReason,
  type OutcomePages,
  type Region,
} from '@agency/contract';
import {
  applicationNotSent,
  applicationSent,
  enquiryNotSent,
  enquirySent,
  regionConfigs,
  type OutcomeWords,
} from '@agency/content';
import { AppLink, ButtonLink, Section, Stack, Text } from '@agency/ui';
import { PageHeaderSection } from '../blocks/page-header-section.tsx';
import type { SitePage } from '../site-definition/site-definition.ts';

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

/** One family of outcome pages: where they are, what the sent page and each not-sent page say. */
interface OutcomeFamily {
  pages: OutcomePages;
  sent: { title: string; heading: string; lead: string };
  reasons: readonly NotSentReason[];
  notSent: Partial<Record<NotSentReason, OutcomeWords>>;
}

function outcomePagesOf(region: Region, family: OutcomeFamily): { path: string; page: SitePage }[] {
  const { sent: words } = family;
  const sent: SitePage = {
    meta: { title: words.title, description: words.lead },
    Component: () => (
      <>
        <PageHeaderSection heading={words.heading} lead={words.lead} />
        <OtherWays region={region} />
      </>
    ),
  };
  const notSent = (reason: NotSentReason): SitePage => {
    const why = family.notSent[reason];
    if (!why) throw new Error(`no words for the ${reason} page`);
    return {
      meta: { title: why.title, description: why.lead },
      Component: () => (
        <>
          <PageHeaderSection heading={why.heading} lead={why.lead} />
          <Section aria-label="What to do">
            <Text size="lg">{why.whatToDo}</Text>
          </Section>
          <OtherWays region={region} />
        </>
      ),
    };
  };
  return [
    { path: withinTree(region, family.pages[region].sent), page: sent },
    ...family.reasons.map((reason) => ({
      path: withinTree(region, `${family.pages[region].notSent}/${reason}`),
      page: notSent(reason),
    })),
  ];
}

/**
 * The pages a form posted without JavaScript is sent on to by the API (wire.ts
 * `noScriptPages`, `applicationPages`): received, or not sent for one of the
 * reasons, each saying what to do next; a job application's name the CV's
 * types and the size the build's API takes. Not indexed, not in the sitemap.
 */
export function enquiryOutcomePages(region: Region): { path: string; page: SitePage }[] {
  return [
    ...outcomePagesOf(region, {
      pages: noScriptPages,
      sent: enquirySent,
      reasons: noScriptErrorReasons,
      notSent: enquiryNotSent,
    }),
    ...outcomePagesOf(region, {
      pages: applicationPages,
      sent: applicationSent,
      reasons: applicationErrorReasons,
      notSent: applicationNotSent(clientConfig.cvMaxBytes),
    }),
  ];
}
