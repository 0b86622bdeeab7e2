import { formTitle, regionNames } from '@agency/contract';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Stack } from '@agency/ui';
import { useParams } from 'react-router-dom';
import { labelledFields } from '../api/field-labels.ts';
import { leadWorkQuery, useLeadWorkActions } from '../api/lead-work-queries.ts';
import { leadQuery } from '../api/staff-queries.ts';
import { shownTime } from '../api/staff-words.ts';
import { ScreenHeading } from '../layout/screen-heading.tsx';
import { Announcement, useAnnouncer } from './announcer.tsx';
import { FactList } from './fact-list.tsx';
import { LeadAssigneeSection } from './lead-assignee-section.tsx';
import { LeadCvSection } from './lead-cv-section.tsx';
import { LeadNotesSection } from './lead-notes-section.tsx';
import { LeadSection } from './lead-section.tsx';
import { LeadSpamSection } from './lead-spam-section.tsx';
import { LeadStatusSection } from './lead-status-section.tsx';
import { ProblemText } from './problem-text.tsx';
import { lazy, Suspense } from 'react';

// Fetched when a lead is first opened, not with the list: the first load carries
// the list within its budget (docs/performance.md#the-inboxs-first-load).
const LeadConversation = lazy(async () => ({
  default: (await import('./lead-conversation.tsx')).LeadConversation,
}));
const LeadDeliveriesSection = lazy(async () => ({
  default: (await import('./lead-deliveries-section.tsx')).LeadDeliveriesSection,
}));

const yesNo = (value: boolean | null): string =>
  value === null ? 'Not asked' : value ? 'Given' : 'Not given';

/**
 * One lead: what the visitor sent, labelled as the form asked it, where it
 * came from, and the team's work on it (status, assignee, notes, release
 * from spam, deliveries), its reply composer and its timeline. Each action's
 * outcome is said in one live region.
 */
export function LeadDetailScreen() {
  const reference = useParams().reference ?? '';
  // The route's loader has fetched it (or answered "not found"), so this never suspends.
  const { data: lead } = useSuspenseQuery(leadQuery(reference));
  const work = useQuery(leadWorkQuery(reference));
  const [said, say] = useAnnouncer();
  const actions = useLeadWorkActions(reference, say);
  const attribution = Object.entries(lead.attribution).filter(([, value]) => value);
  return (
    <Stack gap="lg">
      <ScreenHeading>
        {formTitle(lead.form)} {lead.reference}
      </ScreenHeading>
      <Announcement text={said} />
      <FactList
        facts={[
          { label: 'Received', value: shownTime(lead.receivedAt) },
          { label: 'Region', value: regionNames[lead.region] },
          { label: 'Filed as', value: lead.spam ? `Spam (${lead.spamReasons.join(', ')})` : 'Lead' },
          { label: 'Consent', value: yesNo(lead.consent) },
          { label: 'Privacy notice', value: lead.noticeVersion ?? 'None recorded' },
        ]}
      />
      {/* Shown from the start of a release to its end, whatever the lead's refetch says meanwhile. */}
      {lead.spam || !actions.release.isIdle ? <LeadSpamSection lead={lead} actions={actions} /> : null}
      {work.error ? <ProblemText>{work.error.message}</ProblemText> : null}
      {work.data ? (
        <>
          <LeadStatusSection form={lead.form} work={work.data} actions={actions} />
          <LeadAssigneeSection reference={reference} work={work.data} actions={actions} />
          <Suspense fallback={<p>Loading…</p>}>
            <LeadConversation reference={reference} work={work.data} say={say} leadEmail={lead.email} />
          </Suspense>
          <LeadNotesSection work={work.data} actions={actions} />
        </>
      ) : work.isPending ? (
        <p>Loading…</p>
      ) : null}
      <LeadSection id="lead-fields" title="What they sent">
        <FactList facts={labelledFields(lead.form, lead.fields)} />
      </LeadSection>
      {lead.cv ? <LeadCvSection reference={lead.reference} cv={lead.cv} /> : null}
      <LeadSection id="lead-source" title="Where it came from">
        {attribution.length > 0 ? (
          <FactList facts={attribution.map(([label, value]) => ({ label, value: value ?? '' }))} />
        ) : (
          <p>No campaign or referrer recorded.</p>
        )}
      </LeadSection>
      <Suspense fallback={<p>Loading…</p>}>
        <LeadDeliveriesSection reference={reference} spam={lead.spam} actions={actions} />
      </Suspense>
    </Stack>
  );
}
