import { expect, it } from 'vitest';
import { labelledFields } from './field-labels.ts';

it("labels a lead's fields from the contract, in the form's order, and keeps a field the form no longer has", () => {
  expect(
    labelledFields('uk-enquiry', {
      email: 'tom@example.co.uk',
      name: 'Tom Hughes',
      consent: true,
      heardFrom: '',
      retired: 'kept',
    }),
  ).toEqual([
    { name: 'name', label: 'Name', value: 'Tom Hughes' },
    { name: 'email', label: 'Email', value: 'tom@example.co.uk' },
    { name: 'heardFrom', label: 'Heard from', value: '—' },
    { name: 'consent', label: 'Consent', value: 'Yes' },
    { name: 'retired', label: 'retired', value: 'kept' },
  ]);
});
