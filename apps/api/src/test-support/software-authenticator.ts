import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { encodeCBOR, type CBORType } from '@levischuck/tiny-cbor';
import type { AuthenticationResponse, RegistrationResponse } from '@agency/staff-contract';

/**
 * A passkey authenticator in software, for tests: an ES256 key pair per
 * credential made with node:crypto, `none` attestation encoded in real CBOR,
 * and assertions signed over authenticatorData || SHA-256(clientDataJSON) as
 * WebAuthn says. The server verifies what it makes with @simplewebauthn/server
 * for real; nothing is stubbed. It always reports user presence and user
 * verification (the owner unlocked it).
 */

interface Credential {
  id: Buffer;
  rpID: string;
  userHandle: string;
  privateKey: KeyObject;
  counter: number;
}

interface CreationOptions {
  challenge: string;
  rp: { id?: string };
  user: { id: string };
}

interface RequestOptions {
  challenge: string;
  rpId?: string;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const uint32 = (n: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(n);
  return buffer;
};

// Flags of authenticatorData: user present, user verified, attested credential data included.
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export class SoftwareAuthenticator {
  readonly credentials: Credential[] = [];

  private readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /**
   * navigator.credentials.create(): a new discoverable credential for these
   * options; `id` gives it a credential id of our choosing (one already held, to test its refusal).
   */
  create(
    options: CreationOptions,
    { origin = this.origin, id = randomBytes(16) }: { origin?: string; id?: Buffer } = {},
  ): RegistrationResponse {
    const rpID = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    // The COSE key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    const coseKey = encodeCBOR(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpID),
      Buffer.from([UP | UV | AT]),
      uint32(0),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      id,
      Buffer.from(coseKey),
    ]);
    const attestationObject = encodeCBOR(
      new Map<string, CBORType>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, CBORType>()],
        ['authData', authData],
      ]),
    );
    this.credentials.push({ id, rpID, userHandle: options.user.id, privateKey, counter: 0 });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(): an assertion by a credential of this authenticator (the latest by default). */
  get(
    options: RequestOptions,
    { origin = this.origin, credential = this.credentials.at(-1) } = {},
  ): AuthenticationResponse {
    if (!credential) throw new Error('This authenticator holds no credential.');
    credential.counter += 1;
    const authData = Buffer.concat([
      sha256(options.rpId ?? credential.rpID),
      Buffer.from([UP | UV]),
      uint32(credential.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
