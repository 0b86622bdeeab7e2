import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The key every outgoing mail is DKIM-signed with (nodemailer's `dkim` option), and where its public half is published. */
export interface DkimKey {
  /** The `d=` domain: MAIL_FROM's domain (or a parent of it), for DMARC alignment. */
  domainName: string;
  /** The `s=` selector: the public key is the TXT record `<selector>._domainkey.<domain>`. */
  keySelector: string;
  /** PEM. */
  privateKey: string;
}

/**
 * DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY (PEM, its line breaks as
 * real ones or as `\n`) or DKIM_PRIVATE_KEY_FILE: all of them, or none.
 * Answers the key, undefined for none, or what is wrong, for the
 * configuration's error.
 */
export function dkimKeyOf(env: {
  DKIM_DOMAIN?: string | undefined;
  DKIM_SELECTOR?: string | undefined;
  DKIM_PRIVATE_KEY?: string | undefined;
  DKIM_PRIVATE_KEY_FILE?: string | undefined;
}): DkimKey | undefined | string {
  const given = [env.DKIM_DOMAIN, env.DKIM_SELECTOR, env.DKIM_PRIVATE_KEY ?? env.DKIM_PRIVATE_KEY_FILE];
  if (given.every((value) => value === undefined)) return undefined;
  if (env.DKIM_PRIVATE_KEY && env.DKIM_PRIVATE_KEY_FILE)
    return 'DKIM_PRIVATE_KEY, DKIM_PRIVATE_KEY_FILE: set one of them, not both';
  if (!env.DKIM_DOMAIN || !env.DKIM_SELECTOR || given[2] === undefined)
    return 'DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE): set all of them to sign mail, or none';
  let privateKey: string;
  try {
    privateKey = env.DKIM_PRIVATE_KEY_FILE
      ? readFileSync(env.DKIM_PRIVATE_KEY_FILE, 'utf8')
      : (env.DKIM_PRIVATE_KEY ?? '').replaceAll('\\n', '\n');
  } catch {
    return `DKIM_PRIVATE_KEY_FILE: cannot read ${env.DKIM_PRIVATE_KEY_FILE}`;
  }
  try {
    createPrivateKey(privateKey);
  } catch {
    return 'DKIM_PRIVATE_KEY: not a private key in PEM (-----BEGIN PRIVATE KEY----- …)';
  }
  return { domainName: env.DKIM_DOMAIN.toLowerCase(), keySelector: env.DKIM_SELECTOR, privateKey };
}

/**
 * The DNS TXT record that publishes the key's public half, as an operator
 * adds it (`v=DKIM1; k=rsa; p=<base64 of the DER public key>`): what a
 * receiver checks the signature against.
 */
export function dkimDnsRecord(key: DkimKey): { name: string; value: string } {
  const publicKey = createPublicKey(key.privateKey);
  const der = publicKey.export({ type: 'spki', format: 'der' });
  // RFC 8463: an Ed25519 key is published as its 32 bytes alone, an RSA key as its DER SubjectPublicKeyInfo.
  const ed25519 = publicKey.asymmetricKeyType === 'ed25519';
  const published = (ed25519 ? der.subarray(der.length - 32) : der).toString('base64');
  return {
    name: `${key.keySelector}._domainkey.${key.domainName}`,
    value: `v=DKIM1; k=${ed25519 ? 'ed25519' : 'rsa'}; p=${published}`,
  };
}
