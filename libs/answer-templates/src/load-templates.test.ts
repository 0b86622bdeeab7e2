import { CollectionError, problemLine } from '@agency/articles/collection';
import { describe, expect, it } from 'vitest';
import { loadTemplates, serves } from './load-templates.ts';
import { fillMergeFields, staffNameOf } from './merge-fields.ts';

const dir = 'libs/collections/uk/templates';

/** A template file: frontmatter lines as given (undefined leaves a field out), then the body. */
function templateFile(
  fields: Record<string, string | undefined> = {},
  body = 'Hi {{firstName}},\n\nThanks for applying for {{position}}.\n\n{{staffName}}\n',
): string {
  const all: Record<string, string | undefined> = {
    title: 'Screening call',
    subject: "'Next step for {{position}}: a call'",
    steps: '[screening]',
    ...fields,
  };
  const lines = Object.entries(all)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n${body}`;
}

/** The problems a collection is refused with, as the check prints them. */
function problemsOf(sources: Record<string, string>): string[] {
  try {
    loadTemplates(sources);
  } catch (error) {
    if (error instanceof CollectionError) return error.problems.map(problemLine);
    throw error;
  }
  throw new Error('the collection was accepted');
}

describe('loadTemplates', () => {
  it('reads a file: its name, region, title, subject, the forms its steps belong to, and its body', () => {
    const [template] = loadTemplates({ [`${dir}/screening.md`]: templateFile() });
    expect(template).toEqual({
      file: `${dir}/screening.md`,
      name: 'screening',
      region: 'uk',
      title: 'Screening call',
      subject: 'Next step for {{position}}: a call',
      forms: ['job-application'],
      steps: ['screening'],
      body: 'Hi {{firstName}},\n\nThanks for applying for {{position}}.\n\n{{staffName}}',
    });
    const [enquiry] = loadTemplates({
      [`${dir}/thanks.md`]: templateFile(
        { subject: 'Thanks, {{ firstName }}', forms: '[contact, uk-enquiry]', steps: undefined },
        'Hello {{firstName}}, ref {{reference}}.',
      ),
    });
    expect(enquiry).toMatchObject({ forms: ['contact', 'uk-enquiry'], steps: null });
  });

  it('names the file and the line of each unknown merge field, in the subject and the body', () => {
    expect(
      problemsOf({
        [`${dir}/a.md`]: templateFile(
          { subject: 'Hello {{firstname}}' },
          'Hi {{ firstName }},\n\nYour {{ Position }} and {{staff_name}}.\nThanks, {{staffName}\n',
        ),
      }),
    ).toEqual([
      `${dir}/a.md:3: subject: unknown merge field {{firstname}}: use {{firstName}}, {{reference}}, {{position}}, {{staffName}}`,
      `${dir}/a.md:8: body: unknown merge field {{Position}} at column 6: use {{firstName}}, {{reference}}, {{position}}, {{staffName}}`,
      `${dir}/a.md:8: body: unknown merge field {{staff_name}} at column 25: use {{firstName}}, {{reference}}, {{position}}, {{staffName}}`,
      `${dir}/a.md:9: body: "{{" at column 9 is not closed with "}}" on its line`,
    ]);
  });

  it('names the line of a step or form that does not exist, or a step of another kind of lead', () => {
    expect(
      problemsOf({
        [`${dir}/a.md`]: templateFile({ steps: '\n  - screening\n  - interview' }),
        [`${dir}/b.md`]: templateFile(
          { subject: 'B', forms: '[contact, newsletter]', steps: '[won]' },
          'Hello.',
        ),
        [`${dir}/c.md`]: templateFile({ subject: 'C', forms: '[contact]', steps: '[screening]' }, 'Hello.'),
      }),
    ).toEqual([
      `${dir}/a.md:6: steps: unknown step "interview": a step is one of received, screening, leadership-meeting, group-interview, role-task, hired, rejected, withdrawn`,
      `${dir}/b.md:5: forms: unknown form "newsletter": a form is one of proposal, contact, uk-enquiry, job-application`,
      `${dir}/c.md:4: steps: "screening" is not a step of contact`,
    ]);
  });

  it('refuses {{position}} in a template that serves enquiries too: they have no position', () => {
    expect(
      problemsOf({
        [`${dir}/a.md`]: templateFile({ forms: '[job-application, contact]', steps: undefined }),
      }),
    ).toEqual([
      `${dir}/a.md:3: subject: {{position}} is known only for job applications, and this template serves contact`,
      `${dir}/a.md:8: body: {{position}} is known only for job applications, and this template serves contact`,
    ]);
  });

  it('names a missing or unknown field, YAML it cannot read, a template serving nothing, an empty body', () => {
    expect(
      problemsOf({
        [`${dir}/a.md`]: templateFile({ subject: undefined, colour: 'red' }),
        [`${dir}/b.md`]: templateFile({ title: 'B', subject: 'Next step: {{position}}' }),
        [`${dir}/c.md`]: templateFile({ title: 'C', steps: undefined }),
        [`${dir}/d.md`]: templateFile({ title: 'D' }, '\n\n'),
        [`${dir}/e.md`]: 'Hi {{firstName}}',
      }),
    ).toEqual([
      `${dir}/a.md:1: subject: missing field`,
      `${dir}/a.md:4: colour: unknown field`,
      `${dir}/b.md:3: frontmatter: not YAML: Nested mappings are not allowed in compact mappings (quote a value that holds ": " or starts with "{")`,
      `${dir}/c.md:1: frontmatter: name the forms (forms: [contact]) or the hiring steps (steps: [screening]) it serves`,
      `${dir}/d.md:6: body: empty: write the message`,
      `${dir}/e.md:1: frontmatter: missing: the file must start with a --- line`,
    ]);
  });

  it('refuses a file outside a region’s templates folder and two templates of one title', () => {
    expect(
      problemsOf({
        'libs/collections/fr/templates/a.md': templateFile(),
        [`${dir}/Screening Call.md`]: templateFile(),
        [`${dir}/a.md`]: templateFile(),
        [`${dir}/b.md`]: templateFile(),
      }),
    ).toEqual([
      'libs/collections/fr/templates/a.md:1: file: a template is libs/collections/<in or uk>/templates/<name>.md, its name lower-case words joined by hyphens',
      `${dir}/b.md:2: title: duplicate title "Screening call": ${dir}/a.md has it too, and staff choose by title`,
      `${dir}/Screening Call.md:1: file: a template is libs/collections/<in or uk>/templates/<name>.md, its name lower-case words joined by hyphens`,
    ]);
  });

  it('says the file, line and reason in the error message itself, as the check prints it', () => {
    expect(() => loadTemplates({ [`${dir}/a.md`]: templateFile({ subject: 'Hi {{name}}' }) })).toThrow(
      `An answer template is not valid (docs/content.md#answer-templates):\n  ${dir}/a.md:3: subject: unknown merge field {{name}}`,
    );
  });
});

describe('serves', () => {
  it('offers a template for its forms, at its steps only (any step without steps)', () => {
    const [screening, thanks] = loadTemplates({
      [`${dir}/a.md`]: templateFile(),
      [`${dir}/b.md`]: templateFile(
        { title: 'Thanks', subject: 'Thanks', forms: '[contact]', steps: undefined },
        'Hi.',
      ),
    });
    expect(serves(screening!, { form: 'job-application', status: 'screening' })).toBe(true);
    expect(serves(screening!, { form: 'job-application', status: 'rejected' })).toBe(false);
    expect(serves(thanks!, { form: 'contact', status: 'qualified' })).toBe(true);
    expect(serves(thanks!, { form: 'proposal', status: 'new' })).toBe(false);
  });
});

describe('merge fields', () => {
  it('fills each field, spaces inside the braces or not', () => {
    expect(
      fillMergeFields('Hi {{firstName}} ({{ reference }}), {{position}} — {{staffName}}', {
        firstName: 'Priya',
        reference: 'ref-1',
        position: 'SEO',
        staffName: 'Asha Rao',
      }),
    ).toBe('Hi Priya (ref-1), SEO — Asha Rao');
  });

  it('names a staff member from their address', () => {
    expect(staffNameOf('asha.rao@agency.example')).toBe('Asha Rao');
    expect(staffNameOf('tom_hughes-smith@agency.example')).toBe('Tom Hughes Smith');
    expect(staffNameOf('ravi@agency.example')).toBe('Ravi');
  });
});
