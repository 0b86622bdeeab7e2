import { describe, expect, it } from 'vitest';
import { contactEnquirySchema } from '../contact-enquiry.ts';
import { formKinds } from '../wire.ts';
import { defineForm } from './form-definition.ts';
import { formDefinitions } from './form-definitions.ts';

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
