import { expect, it } from 'vitest';
import type { StaffPerson } from '@agency/staff-contract';
import { personState } from './people-screen.tsx';

const person: StaffPerson = {
  id: '0b0f4f1e-7a3c-4d55-9a59-0a1b2c3d4e5f',
  email: 'asha@agency.example',
  regions: ['in'],
  careers: true,
  admin: false,
  createdAt: '2026-11-26T10:00:00.000Z',
  disabledAt: null,
  enrolled: false,
};

it('names the state of a person as admins read it', () => {
  expect(personState(person)).toBe('Invited, not enrolled yet');
  expect(personState({ ...person, enrolled: true })).toBe('Active');
  expect(personState({ ...person, enrolled: true, disabledAt: '2026-11-26T11:00:00.000Z' })).toBe('Disabled');
});
