import { useSuspenseQuery } from '@tanstack/react-query';
import { Heading, Stack } from '@agency/ui';
import { useParams } from 'react-router-dom';
import { formTitle, labelledFields } from '../api/field-labels.ts';
import { leadQuery } from '../api/staff-queries.ts';
import { regionNames, shownTime } from '../api/staff-words.ts';
import { ScreenHeading } from '../layout/screen-heading.tsx';
import { FactList } from './fact-list.tsx';

const yesNo = (value: boolean | null): string =>
  value === null ? 'Not asked' : value ? 'Given' : 'Not given';

/** One lead: what the visitor sent, labelled as the form asked it, and where it came from. */
export function LeadDetailScreen() {
  const reference = useParams().reference ?? '';
  // The route's loader has fetched it (or answered "not found"), so this never suspends.
  const { data: lead } = useSuspenseQuery(leadQuery(reference));
  const attribution = Object.entries(lead.attribution).filter(([, value]) => value);
  return (
    <Stack gap="lg">
      <ScreenHeading>
        {formTitle(lead.form)} {lead.reference}
      </ScreenHeading>
      <FactList
        facts={[
          { label: 'Received', value: shownTime(lead.receivedAt) },
          { label: 'Region', value: regionNames[lead.region] },
          { label: 'Filed as', value: lead.spam ? `Spam (${lead.spamReasons.join(', ')})` : 'Lead' },
          { label: 'Consent', value: yesNo(lead.consent) },
          { label: 'Privacy notice', value: lead.noticeVersion ?? 'None recorded' },
        ]}
      />
      <section aria-labelledby="lead-fields">
        <Stack gap="sm">
          <Heading level={2} size="lg" id="lead-fields">
            What they sent
          </Heading>
          <FactList facts={labelledFields(lead.form, lead.fields)} />
        </Stack>
      </section>
      {lead.cv ? (
        <section aria-labelledby="lead-cv">
          <Stack gap="sm">
            <Heading level={2} size="lg" id="lead-cv">
              CV
            </Heading>
            <FactList
              facts={[
                { label: 'File', value: lead.cv.fileName },
                { label: 'Type', value: lead.cv.mediaType },
                { label: 'Size', value: `${Math.ceil(lead.cv.size / 1024)} KB` },
              ]}
            />
          </Stack>
        </section>
      ) : null}
      <section aria-labelledby="lead-source">
        <Stack gap="sm">
          <Heading level={2} size="lg" id="lead-source">
            Where it came from
          </Heading>
          {attribution.length > 0 ? (
            <FactList facts={attribution.map(([label, value]) => ({ label, value: value ?? '' }))} />
          ) : (
            <p>No campaign or referrer recorded.</p>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
