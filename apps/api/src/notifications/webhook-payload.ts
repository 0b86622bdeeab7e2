import type { Selectable } from 'kysely';
import { cvFileName } from '@agency/contract';
import type { CvFilesTable, SubmissionsTable } from '../db/schema.ts';
import { attributionOfRow } from '../leads/lead-attribution.ts';
import { parseBody } from '../leads/lead-fields.ts';

/**
 * A lead as a webhook carries it, in the Standard Webhooks shape
 * (`type`, `timestamp`, `data`): its reference, form, region, time, fields,
 * where it came from, and its CV by reference (never inlined: staff write it
 * out with the command). The CV is named as the server names it
 * (`cv-<reference>.pdf`), never by the visitor's own file name: a receiver
 * that saves or links it by that name would open it by an extension the
 * visitor chose.
 */
export function webhookPayload(
  event: 'lead.created' | 'lead.released',
  lead: Selectable<SubmissionsTable>,
  cv: Pick<Selectable<CvFilesTable>, 'file_name' | 'media_type' | 'size'> | undefined,
  sentAt: Date,
) {
  return {
    type: event,
    timestamp: sentAt.toISOString(),
    data: {
      reference: lead.id,
      form: lead.form,
      region: lead.region,
      receivedAt: lead.received_at,
      fields: parseBody(lead.body),
      attribution: attributionOfRow(lead),
      cv: cv
        ? {
            fileName: cvFileName(lead.id, cv.media_type),
            mediaType: cv.media_type,
            size: cv.size,
            retrieve: `npm run leads -- cv ${lead.id} --out ${cvFileName(lead.id, cv.media_type)}`,
          }
        : null,
    },
  };
}
