import { describe, expect, it } from 'vitest';
import { formDefinitions } from '@agency/contract';
import { messageFields, nameFields } from '../../db/migrations/0040-lead-search.ts';

// Migration 0040 names the fields it indexes, as a migration must; a form that
// gains a name or message field needs a migration that indexes it too.
describe('the search index’s fields', () => {
  it('are every form’s name fields, message field and phone', () => {
    for (const [kind, form] of Object.entries(formDefinitions)) {
      for (const field of form.nameFields) expect(nameFields, `${kind} ${field}`).toContain(field);
      expect(messageFields, kind).toContain(form.messageField);
      expect(Object.keys(form.labels), kind).toContain('phone');
    }
  });
});
