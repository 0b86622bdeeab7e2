import { loadCollection, type CollectionFile, type CollectionProblem } from '@agency/articles/collection';
import {
  leadStatuses,
  replySubjectMaxLength,
  staffFormKinds,
  staffRegions,
  statusesOf,
  type LeadStatus,
  type StaffFormKind,
  type StaffRegion,
} from '@agency/staff-contract';
import { z } from 'zod';
import { isMergeField, mergeFieldNames, mergeFieldsIn, unclosedBraces } from './merge-fields.ts';

/**
 * A region's answer template: the subject and the plain-text body a reply
 * starts from, for the forms and hiring steps it serves.
 */
export interface AnswerTemplate {
  /** Where it came from, for messages. */
  file: string;
  /** The file's name without `.md`: how a reply records the template it started from. */
  name: string;
  region: StaffRegion;
  /** How the inbox offers it ("Screening call"). */
  title: string;
  /** With merge fields, one line. */
  subject: string;
  /** The forms it serves: those named, else every form whose statuses hold its steps. */
  forms: StaffFormKind[];
  /** The statuses (hiring steps) it serves; null: any. */
  steps: LeadStatus[] | null;
  /** Plain text with merge fields; the lines between the frontmatter and the end, trimmed. */
  body: string;
}

const text = z.string().trim().min(1, 'must not be empty');

/** Every field named: an unknown one is a typo, so it fails. Forms and steps are checked by hand, for their words. */
const frontmatterSchema = z.strictObject({
  title: text.max(80, 'must be at most 80 characters (the inbox lists it)'),
  subject: text
    .max(replySubjectMaxLength, `must be at most ${replySubjectMaxLength} characters (mail apps cut it)`)
    .regex(/^[^\r\n]*$/, 'must be one line'),
  forms: z.array(z.string()).min(1, 'must name a form').optional(),
  steps: z.array(z.string()).min(1, 'must name a step').optional(),
});

const fileNamePattern = /(?:^|\/)libs\/collections\/([^/]+)\/templates\/[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
// A template's region, from its path; undefined for a file outside a region's folder or misnamed.
const regionOf = (file: string) => {
  const region = fileNamePattern.exec(file)?.[1] ?? '';
  return (staffRegions as readonly string[]).includes(region) ? (region as StaffRegion) : undefined;
};
const application: StaffFormKind = 'job-application';

const listed = (values: readonly string[]) => values.join(', ');

/** Problems with the merge fields of one piece of text, each on its own line of the file. */
function mergeFieldProblems(
  file: string,
  field: string,
  textLines: readonly string[],
  firstLine: number,
  servesOnlyApplications: boolean,
  forms: readonly StaffFormKind[],
  /** A body's columns are the file's; the subject's would count within its quotes. */
  columns: boolean,
): CollectionProblem[] {
  const problems: CollectionProblem[] = [];
  textLines.forEach((line, index) => {
    const at = firstLine + index;
    for (const { name, column } of mergeFieldsIn(line)) {
      if (!isMergeField(name))
        problems.push({
          file,
          line: at,
          field,
          reason: `unknown merge field {{${name}}}${columns ? ` at column ${column}` : ''}: use ${mergeFieldNames.map((n) => `{{${n}}}`).join(', ')}`,
        });
      else if (name === 'position' && forms.length > 0 && !servesOnlyApplications)
        problems.push({
          file,
          line: at,
          field,
          reason: `{{position}} is known only for job applications, and this template serves ${listed(forms.filter((form) => form !== application))}`,
        });
    }
    const open = unclosedBraces(line);
    if (open !== undefined)
      problems.push({
        file,
        line: at,
        field,
        reason: `"{{"${columns ? ` at column ${open}` : ''} is not closed with "}}" on its line`,
      });
  });
  return problems;
}

/** The forms a template serves and its steps, checked against the contract's lists; problems at their lines. */
function formsAndSteps(
  { problem }: CollectionFile<unknown>,
  forms: string[] | undefined,
  steps: string[] | undefined,
): { forms: StaffFormKind[]; steps: LeadStatus[] | null; problems: CollectionProblem[] } {
  const problems: CollectionProblem[] = [];
  if (!forms && !steps)
    problems.push(
      problem(
        'frontmatter',
        'name the forms (forms: [contact]) or the hiring steps (steps: [screening]) it serves',
      ),
    );
  const knownForms: StaffFormKind[] = [];
  (forms ?? []).forEach((form, index) => {
    if ((staffFormKinds as readonly string[]).includes(form)) knownForms.push(form as StaffFormKind);
    else
      problems.push({
        ...problem(`forms.${index}`, `unknown form "${form}": a form is one of ${listed(staffFormKinds)}`),
        field: 'forms',
      });
  });
  // Without forms, the kind of lead the known steps belong to: an unknown step among hiring steps
  // is told the hiring steps.
  const namedSteps = (steps ?? []).filter((step): step is LeadStatus =>
    (leadStatuses as readonly string[]).includes(step),
  );
  const servedForms = forms
    ? knownForms
    : staffFormKinds.filter(
        (form) => namedSteps.length === 0 || namedSteps.some((step) => statusesOf(form).includes(step)),
      );
  const knownSteps: LeadStatus[] = [];
  (steps ?? []).forEach((step, index) => {
    // On the step's own line, as the field's.
    const stepProblem = (reason: string) => ({ ...problem(`steps.${index}`, reason), field: 'steps' });
    if (!(leadStatuses as readonly string[]).includes(step)) {
      const offered = [...new Set(servedForms.flatMap((form) => statusesOf(form)))];
      problems.push(
        stepProblem(
          `unknown step "${step}": a step is one of ${listed(offered.length > 0 ? offered : leadStatuses)}`,
        ),
      );
    } else if (!servedForms.some((form) => statusesOf(form).includes(step as LeadStatus)))
      problems.push(stepProblem(`"${step}" is not a step of ${listed(servedForms)}`));
    else knownSteps.push(step as LeadStatus);
  });
  // Steps alone: the forms whose statuses hold them (a hiring step serves job applications).
  const served = forms
    ? knownForms
    : staffFormKinds.filter((form) => knownSteps.some((step) => statusesOf(form).includes(step)));
  return { forms: served, steps: steps ? knownSteps : null, problems };
}

/**
 * Reads a region's templates (file path -> Markdown-like text with
 * frontmatter) and checks every file: the frontmatter's fields, the forms and
 * steps it serves (the contract's own lists), each merge field. Any bad file
 * throws a CollectionError naming each file, line and reason: the check (and
 * the API's start) fails rather than offer staff a template that would mail a
 * visitor `{{firstname}}`. Sorted by title.
 */
export function loadTemplates(sources: Record<string, string>): AnswerTemplate[] {
  const templates = loadCollection(sources, {
    names: {
      one: 'An answer template is',
      many: 'Answer templates are',
      docs: 'docs/content.md#answer-templates',
    },
    schema: frontmatterSchema,
    // Staff write templates: the usual cause, and its cure, rather than the line quoted.
    yamlHint: '(quote a value that holds ": " or starts with "{")',
    byLine: true,
    misplaced: (file) =>
      regionOf(file)
        ? undefined
        : 'a template is libs/collections/<in or uk>/templates/<name>.md, its name lower-case words joined by hyphens',
    entry(read): AnswerTemplate | CollectionProblem[] {
      const { file, name, data, lines, problem, claim } = read;
      const region = regionOf(file)!;
      // The rest is checked whatever the schema said, so the author learns everything at once.
      const fields = (data ?? {}) as Record<string, unknown>;
      const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : undefined);
      const title = typeof fields.title === 'string' ? fields.title.trim() : '';
      const subject = typeof fields.subject === 'string' ? fields.subject.trim() : '';
      const served = formsAndSteps(read, strings(fields.forms), strings(fields.steps));
      const onlyApplications = served.forms.length > 0 && served.forms.every((form) => form === application);
      const bodyLines = read.body.split(/\r?\n/);
      const body = bodyLines.join('\n').trim();
      const [subjectLine, bodyLine] = [lines.field('subject'), lines.body(1)];
      const problems: CollectionProblem[] = [
        ...served.problems,
        ...mergeFieldProblems(file, 'subject', [subject], subjectLine, onlyApplications, served.forms, false),
        ...mergeFieldProblems(file, 'body', bodyLines, bodyLine, onlyApplications, served.forms, true),
      ];
      if (body === '')
        problems.push({ file, line: bodyLine, field: 'body', reason: 'empty: write the message' });
      if (problems.length > 0 || !read.frontmatter) return problems;
      const other = claim('title', `${region}/${title}`);
      if (other)
        return [
          problem('title', `duplicate title "${title}": ${other} has it too, and staff choose by title`),
        ];
      const { forms, steps } = served;
      return { file, name, region, title, subject, forms, steps, body };
    },
  });
  return templates.sort((a, b) => a.title.localeCompare(b.title));
}

/** Whether a template serves a lead of this form at this status. */
export function serves(template: AnswerTemplate, lead: { form: StaffFormKind; status: LeadStatus }): boolean {
  return (
    template.forms.includes(lead.form) && (template.steps === null || template.steps.includes(lead.status))
  );
}
