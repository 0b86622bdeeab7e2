import type { Region } from '@agency/contract';
import {
  fillMergeFields,
  loadTemplates,
  serves,
  staffNameOf,
  type AnswerTemplate,
  type MergeValues,
} from '@agency/answer-templates';
import type { LeadStatus, ReplyTemplateOffer, StaffFormKind } from '@agency/staff-contract';
import { templateSources as indiaSources } from '@agency/templates-in';
import { templateSources as ukSources } from '@agency/templates-uk';
import { parseBody, visitorName } from '../leads/lead-fields.ts';

/** Each region's answer templates. */
export type TemplateCatalogue = Readonly<Record<Region, readonly AnswerTemplate[]>>;

/** Template files by path, per region: a test's own, or the collections'. */
export type TemplateSources = Readonly<Record<Region, Record<string, string>>>;

/**
 * Checks and reads each region's templates. The server calls it as it
 * starts (server.ts), so a bad file stops the API there, naming the file
 * and line, as it fails the collection's check at build; Only the templates'
 * own projects are read, never the sites' content.
 */
export function loadTemplateCatalogue(
  sources: TemplateSources = { in: indiaSources, uk: ukSources },
): TemplateCatalogue {
  return { in: loadTemplates(sources.in), uk: loadTemplates(sources.uk) };
}

/** The lead as merge fields need it. */
export interface MergedLead {
  id: string;
  form: StaffFormKind;
  body: string;
}

/** What the merge fields say for this lead and the member who sends the reply. */
export function mergeValuesOf(lead: MergedLead, staffEmail: string): MergeValues {
  const body = parseBody(lead.body);
  const position = typeof body.position === 'string' ? body.position : '';
  return {
    firstName: visitorName(lead.form, body).trim().split(/\s+/)[0] ?? '',
    reference: lead.id,
    position,
    staffName: staffNameOf(staffEmail),
  };
}

/**
 * The region's templates that serve the lead's form, filled in: those for
 * its current status (its hiring step) first, then the rest by title; and
 * which one is offered ready to send.
 */
export function templateOffers(
  catalogue: TemplateCatalogue,
  lead: { form: StaffFormKind; region: Region; status: LeadStatus },
  values: MergeValues,
): { templates: ReplyTemplateOffer[]; suggested: string | null } {
  const offers = catalogue[lead.region]
    .filter((template) => template.forms.includes(lead.form))
    .map((template) => ({
      name: template.name,
      title: template.title,
      subject: fillMergeFields(template.subject, values),
      body: fillMergeFields(template.body, values),
      forThisStep: serves(template, lead),
    }))
    .sort((a, b) => Number(b.forThisStep) - Number(a.forThisStep));
  return { templates: offers, suggested: offers.find((offer) => offer.forThisStep)?.name ?? null };
}

/** Whether a template of this name serves the lead's form in its region (what a reply may name). */
export function templateServesForm(
  catalogue: TemplateCatalogue,
  lead: { form: StaffFormKind; region: Region },
  name: string,
): boolean {
  return catalogue[lead.region].some(
    (template) => template.name === name && template.forms.includes(lead.form),
  );
}
