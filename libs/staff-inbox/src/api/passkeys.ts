import {
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { staffApiPaths, type StaffMe } from '@agency/staff-contract';
import { staffFetch } from './staff-fetch.ts';

/**
 * Registers a passkey for the invitation whose secret the link carried: the
 * secret travels in POST bodies only (it came in the fragment, which no
 * server sees), and the new member is signed in by the answer.
 */
export async function enrolWithPasskey(secret: string): Promise<StaffMe> {
  const optionsJSON = await staffFetch<PublicKeyCredentialCreationOptionsJSON>(
    staffApiPaths.enrolmentOptions,
    {
      method: 'POST',
      body: { secret },
    },
  );
  const response = await startRegistration({ optionsJSON });
  return staffFetch<StaffMe>(staffApiPaths.enrolmentVerify, { method: 'POST', body: { secret, response } });
}

/** Signs in with a discoverable passkey: no name asked, the authenticator offers its own. */
export async function signInWithPasskey(): Promise<StaffMe> {
  const optionsJSON = await staffFetch<PublicKeyCredentialRequestOptionsJSON>(staffApiPaths.signInOptions, {
    method: 'POST',
  });
  const response = await startAuthentication({ optionsJSON });
  return staffFetch<StaffMe>(staffApiPaths.signInVerify, { method: 'POST', body: { response } });
}
