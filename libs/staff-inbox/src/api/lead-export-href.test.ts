import { expect, it } from 'vitest';
import { leadExportHref } from './lead-export-href.ts';

it("points the CSV export at the list's filters, and at no filter when none is set", () => {
  expect(leadExportHref({})).toBe('/api/leads/export');
  expect(leadExportHref({ region: 'uk', form: 'uk-enquiry', spam: '1' })).toBe(
    '/api/leads/export?region=uk&form=uk-enquiry&spam=1',
  );
});
