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
import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import { z } from 'zod';
import { isMergeField, mergeFieldNames, mergeFieldsIn, unclosedBraces } from './merge-fields.ts';
import { TemplateCollectionError, type TemplateProblem } from './template-problems.ts';

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

const fileNamePattern = /(?:^|\/)libs\/collections\/([^/]+)\/templates\/([a-z0-9]+(?:-[a-z0-9]+)*)\.md$/;
const fence = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;
const application: StaffFormKind = 'job-application';

const listed = (values: readonly string[]) => values.join(', ');

/** Where the parts of a file's frontmatter are: the file's line of each (its YAML starts on line 2). */
interface FileReader {
  file: string;
  document: Document;
  /** The line of a field's value (or of an item in its list); the key's line for a field with no value. */
  lineOf(path: readonly (string | number)[]): number;
  keyLine(key: string): number;
}

function fileReader(file: string, document: Document, lines: LineCounter): FileReader {
  const lineAt = (offset: number | undefined) => (offset === undefined ? 1 : lines.linePos(offset).line + 1);
  const keyLine = (key: string) => {
    const contents = document.contents;
    if (!isMap(contents)) return 1;
    const pair = contents.items.find((item) => isScalar(item.key) && item.key.value === key);
    return pair && isScalar(pair.key) ? lineAt(pair.key.range?.[0]) : 1;
  };
  return {
    file,
    document,
    keyLine,
    lineOf(path) {
      const node = document.getIn(path, true);
      if (node && typeof node === 'object' && 'range' in node && Array.isArray(node.range))
        return lineAt(node.range[0] as number);
      return keyLine(String(path[0] ?? ''));
    },
  };
}

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
): TemplateProblem[] {
  const problems: TemplateProblem[] = [];
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
  reader: FileReader,
  forms: string[] | undefined,
  steps: string[] | undefined,
): { forms: StaffFormKind[]; steps: LeadStatus[] | null; problems: TemplateProblem[] } {
  const { file } = reader;
  const problems: TemplateProblem[] = [];
  if (!forms && !steps)
    problems.push({
      file,
      line: 1,
      field: 'frontmatter',
      reason: 'name the forms (forms: [contact]) or the hiring steps (steps: [screening]) it serves',
    });
  const knownForms: StaffFormKind[] = [];
  (forms ?? []).forEach((form, index) => {
    if ((staffFormKinds as readonly string[]).includes(form)) knownForms.push(form as StaffFormKind);
    else
      problems.push({
        file,
        line: reader.lineOf(['forms', index]),
        field: 'forms',
        reason: `unknown form "${form}": a form is one of ${listed(staffFormKinds)}`,
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
    const line = reader.lineOf(['steps', index]);
    if (!(leadStatuses as readonly string[]).includes(step)) {
      const offered = [...new Set(servedForms.flatMap((form) => statusesOf(form)))];
      problems.push({
        file,
        line,
        field: 'steps',
        reason: `unknown step "${step}": a step is one of ${listed(offered.length > 0 ? offered : leadStatuses)}`,
      });
    } else if (!servedForms.some((form) => statusesOf(form).includes(step as LeadStatus)))
      problems.push({
        file,
        line,
        field: 'steps',
        reason: `"${step}" is not a step of ${listed(servedForms)}`,
      });
    else knownSteps.push(step as LeadStatus);
  });
  // Steps alone: the forms whose statuses hold them (a hiring step serves job applications).
  const served = forms
    ? knownForms
    : staffFormKinds.filter((form) => knownSteps.some((step) => statusesOf(form).includes(step)));
  return { forms: served, steps: steps ? knownSteps : null, problems };
}

/** One file read and checked: the template, or its problems. */
function readTemplate(
  file: string,
  source: string,
): { template: AnswerTemplate; titleLine: number } | TemplateProblem[] {
  const place = fileNamePattern.exec(file);
  const region = place?.[1];
  if (!place || !(staffRegions as readonly string[]).includes(region ?? ''))
    return [
      {
        file,
        line: 1,
        field: 'file',
        reason:
          'a template is libs/collections/<in or uk>/templates/<name>.md, its name lower-case words joined by hyphens',
      },
    ];
  const match = fence.exec(source);
  if (!match)
    return [{ file, line: 1, field: 'frontmatter', reason: 'missing: the file must start with a --- line' }];
  const lines = new LineCounter();
  const document = parseDocument(match[1] ?? '', { schema: 'core', uniqueKeys: true, lineCounter: lines });
  const reader = fileReader(file, document, lines);
  if (document.errors.length > 0) {
    const error = document.errors[0]!;
    return [
      {
        file,
        line: (error.linePos?.[0].line ?? 0) + 1,
        field: 'frontmatter',
        // The YAML's own "at line 2, column 10" counts from the frontmatter: the file's line is above.
        reason: `not YAML: ${(error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '')} (quote a value that holds ": " or starts with "{")`,
      },
    ];
  }
  const data: unknown = document.toJS();
  const parsed = frontmatterSchema.safeParse(data);
  const schemaProblems: TemplateProblem[] = parsed.success
    ? []
    : parsed.error.issues.flatMap((issue) =>
        issue.code === 'unrecognized_keys'
          ? issue.keys.map((key) => ({
              file,
              line: reader.keyLine(key),
              field: key,
              reason: 'unknown field',
            }))
          : [
              {
                file,
                line: reader.lineOf(issue.path as (string | number)[]),
                field: issue.path.join('.') || 'frontmatter',
                reason:
                  issue.path.length > 0 && document.getIn(issue.path as (string | number)[]) === undefined
                    ? 'missing field'
                    : issue.message,
              },
            ],
      );
  // The rest is checked whatever the schema said, so the author learns everything at once.
  const fields = (data ?? {}) as Record<string, unknown>;
  const strings = (value: unknown) => (Array.isArray(value) ? value.map(String) : undefined);
  const title = typeof fields.title === 'string' ? fields.title.trim() : '';
  const subject = typeof fields.subject === 'string' ? fields.subject.trim() : '';
  const served = formsAndSteps(reader, strings(fields.forms), strings(fields.steps));
  const onlyApplications = served.forms.length > 0 && served.forms.every((form) => form === application);
  // The body starts on the line after the closing ---.
  const bodyFirstLine = match[0].split(/\r?\n/).length - (match[0].endsWith('\n') ? 1 : 0) + 1;
  const bodyLines = source.slice(match[0].length).split(/\r?\n/);
  const body = bodyLines.join('\n').trim();
  const problems: TemplateProblem[] = [
    ...schemaProblems,
    ...served.problems,
    ...mergeFieldProblems(
      file,
      'subject',
      [subject],
      reader.lineOf(['subject']),
      onlyApplications,
      served.forms,
      false,
    ),
    ...mergeFieldProblems(file, 'body', bodyLines, bodyFirstLine, onlyApplications, served.forms, true),
  ];
  if (body === '')
    problems.push({ file, line: bodyFirstLine, field: 'body', reason: 'empty: write the message' });
  if (problems.length > 0) return problems;
  const template: AnswerTemplate = {
    file,
    name: place[2]!,
    region: region as StaffRegion,
    title,
    subject,
    forms: served.forms,
    steps: served.steps,
    body,
  };
  return { template, titleLine: reader.lineOf(['title']) };
}

/**
 * Reads a region's templates (file path -> Markdown-like text with
 * frontmatter) and checks every file: the frontmatter's fields, the forms and
 * steps it serves (the contract's own lists), each merge field. Any bad file
 * throws a TemplateCollectionError naming each file, line and reason: the
 * check (and the API's start) fails rather than offer staff a template that
 * would mail a visitor `{{firstname}}`. Sorted by title.
 */
export function loadTemplates(sources: Record<string, string>): AnswerTemplate[] {
  const problems: TemplateProblem[] = [];
  const templates: AnswerTemplate[] = [];
  const byTitle = new Map<string, string>();
  for (const [file, source] of Object.entries(sources).sort(([a], [b]) => a.localeCompare(b))) {
    const read = readTemplate(file, source);
    if (Array.isArray(read)) {
      problems.push(...read);
      continue;
    }
    const { template, titleLine } = read;
    const key = `${template.region}/${template.title}`;
    const other = byTitle.get(key);
    if (other) {
      problems.push({
        file,
        line: titleLine,
        field: 'title',
        reason: `duplicate title "${template.title}": ${other} has it too, and staff choose by title`,
      });
      continue;
    }
    byTitle.set(key, file);
    templates.push(template);
  }
  // In the order of the files, then of their lines: the order an author fixes them in.
  const ordered = problems
    .map((problem, index) => ({ problem, index }))
    .sort(
      (a, b) =>
        a.problem.file.localeCompare(b.problem.file) || a.problem.line - b.problem.line || a.index - b.index,
    )
    .map(({ problem }) => problem);
  if (ordered.length > 0) throw new TemplateCollectionError(ordered);
  return templates.sort((a, b) => a.title.localeCompare(b.title));
}

/** Whether a template serves a lead of this form at this status. */
export function serves(template: AnswerTemplate, lead: { form: StaffFormKind; status: LeadStatus }): boolean {
  return (
    template.forms.includes(lead.form) && (template.steps === null || template.steps.includes(lead.status))
  );
}
