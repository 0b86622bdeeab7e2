import { offices, regionConfigs } from '@agency/content';

/** The addresses and numbers the regions declare, each once (libs/content/src/regions). */
export interface ContactFacts {
  emails: ReadonlySet<string>;
  /** Numbers as dialled (`tel:` form). */
  phones: ReadonlySet<string>;
}

export function declaredContacts(): ContactFacts {
  const regions = Object.values(regionConfigs);
  return {
    emails: new Set([
      ...regions.flatMap((region) => [region.email, ...(region.supportEmail ? [region.supportEmail] : [])]),
      ...offices.map((office) => office.email),
    ]),
    phones: new Set([
      ...regions.map((region) => region.phone.tel),
      ...offices.flatMap((office) =>
        [...office.phones, ...(office.fax ? [office.fax] : [])].map((p) => p.tel),
      ),
    ]),
  };
}

/** Every email and phone number a JSON-LD value publishes (`email`, `telephone`, `faxNumber`, at any depth). */
export function publishedContacts(value: unknown): { emails: string[]; phones: string[] } {
  const found = { emails: [] as string[], phones: [] as string[] };
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) {
        if (key === 'email' && typeof child === 'string') found.emails.push(child.replace(/^mailto:/, ''));
        else if ((key === 'telephone' || key === 'faxNumber') && typeof child === 'string')
          found.phones.push(child);
        else walk(child);
      }
  };
  walk(value);
  return found;
}
