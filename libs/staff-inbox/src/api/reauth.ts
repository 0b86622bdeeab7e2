import { startAuthentication, type PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { rightsPaths } from '@agency/staff-contract';
import { staffFetch } from './staff-fetch.ts';

/**
 * Proves the passkey again before an export or an erase: options for the
 * member's own passkeys, then the assertion, which stamps the session on the
 * server for a few minutes (staff-reauth.ts). Someone at an unlocked desk
 * cannot take or erase a person's data without the device.
 */
export async function confirmWithPasskey(): Promise<void> {
  const optionsJSON = await staffFetch<PublicKeyCredentialRequestOptionsJSON>(rightsPaths.reauthOptions, {
    method: 'POST',
  });
  const response = await startAuthentication({ optionsJSON });
  await staffFetch<void>(rightsPaths.reauthVerify, { method: 'POST', body: { response } });
}
