import { describe, expect, it } from 'vitest';
import { contactEnquirySchema } from '../contact-enquiry.ts';
import { formKinds } from '../wire.ts';
import { defineForm } from './form-definition.ts';
import { formDefinitions } from './form-definitions.ts';
import { generalFieldMessages, visitorMessage } from './visitor-messages.ts';

describe('form definitions', () => {
  it.each(formKinds)('%s: one label for each field of its schema, no more', (kind) => {
    const form = formDefinitions[kind];
    expect(form.kind).toBe(kind);
    expect(Object.keys(form.labels).sort()).toEqual(Object.keys(form.schema.shape).sort());
    expect(Object.values(form.labels).every((label) => label.trim() !== '')).toBe(true);
    for (const field of [...form.nameFields, form.messageField])
      expect(Object.keys(form.schema.shape)).toContain(field);
  });

  it('refuses, at compile time, a missing label, a label for an unknown field and an unknown name field', () => {
    const complete = { username: 'Name', email: 'Email', phone: 'Phone', message: 'Message' };
    const base = {
      kind: 'contact',
      title: 'Contact enquiry',
      schema: contactEnquirySchema,
      nameFields: ['username'],
      messageField: 'message',
      visitorMessages: {},
    } as const;
    // The checks are the @ts-expect-error lines: typecheck fails if one of them compiles.
    defineForm({
      ...base,
      // @ts-expect-error -- `message` has no label
      labels: { username: 'Name', email: 'Email', phone: 'Phone' },
    });
    defineForm({
      ...base,
      // @ts-expect-error -- `website` is not a field of the contact enquiry
      labels: { ...complete, website: 'Website' },
    });
    // @ts-expect-error -- `name` is not a field of the contact enquiry
    defineForm({ ...base, labels: complete, nameFields: ['name'] });
    expect(defineForm({ ...base, labels: complete }).labels).toEqual(complete);
  });
});

describe('visitorMessage', () => {
  const form = formDefinitions.contact;
  const failing = (values: Record<string, unknown>) =>
    form.schema.safeParse({ username: 'A', email: 'a@example.com', phone: '1', message: 'm', ...values })
      .error!.issues[0]!;

  it("words the schema's verdict for people: empty, invalid, too long", () => {
    const blank = failing({ username: '\u200b ' });
    expect(visitorMessage(form, 'username', blank.code, '\u200b ')).toBe('Please enter your name.');
    const address = failing({ email: 'not-an-address' });
    expect(visitorMessage(form, 'email', address.code, 'not-an-address')).toBe(
      'Please enter a valid email address.',
    );
    const long = 'x'.repeat(5001);
    expect(visitorMessage(form, 'message', failing({ message: long }).code, long)).toBe(
      generalFieldMessages.tooLong,
    );
  });

  it('falls back to the general words for a field without its own', () => {
    expect(visitorMessage(form, 'phone', 'invalid_type', 'x')).toBe(generalFieldMessages.invalid);
    expect(visitorMessage(formDefinitions['uk-enquiry'], 'consent', 'invalid_value', false)).toBe(
      'Please tick the box so that we may contact you.',
    );
  });
});
