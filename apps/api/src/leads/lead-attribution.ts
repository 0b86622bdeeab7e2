import type { Selectable } from 'kysely';
import type { SubmissionsTable } from '../db/schema.ts';

/** Where a stored lead came from, as staff read it (mail, `leads show`, exports, webhooks). */
export function attributionOfRow(lead: Selectable<SubmissionsTable>) {
  return {
    landingPage: lead.landing_page,
    formPage: lead.form_page,
    referrerHost: lead.referrer_host,
    utmSource: lead.utm_source,
    utmMedium: lead.utm_medium,
    utmCampaign: lead.utm_campaign,
    utmTerm: lead.utm_term,
    utmContent: lead.utm_content,
  };
}

/** The same as [label, value] pairs, only the parts known; none when nothing is. */
export function labelledAttribution(lead: Selectable<SubmissionsTable>): [label: string, value: string][] {
  const labelled: [string, string | null][] = [
    ['Landing page', lead.landing_page],
    ['Sent from', lead.form_page],
    ['Referred by', lead.referrer_host],
    ['Source (utm_source)', lead.utm_source],
    ['Medium (utm_medium)', lead.utm_medium],
    ['Campaign (utm_campaign)', lead.utm_campaign],
    ['Term (utm_term)', lead.utm_term],
    ['Content (utm_content)', lead.utm_content],
  ];
  return labelled.flatMap(([label, value]) => (value ? [[label, value] as [string, string]] : []));
}
