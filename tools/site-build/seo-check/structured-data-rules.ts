/**
 * What Google's structured-data documentation requires of the types this
 * site publishes, plus what our pages promise (docs/seo.md):
 * - LocalBusiness: `name` and `address` are required by Google; we also
 *   require the postal parts, a telephone and opening hours, which the
 *   offices content always has.
 * - BreadcrumbList: `itemListElement`, each ListItem with `position`
 *   (1, 2, ... in order), `name`, and `item` (an absolute URL; Google allows
 *   the last one to omit it).
 * - Organization: Google requires nothing but recommends `name`, `url` and
 *   `logo` for the knowledge panel; we require them.
 * - Service: no Google feature, so schema.org's core: `name`, `provider`
 *   (with a name), `areaServed` and the page `url`.
 */
type Node = Record<string, unknown>;

const isObject = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown) => typeof v === 'string' && v.trim() !== '';
const isAbsoluteUrl = (v: unknown) => {
  if (typeof v !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(v).protocol);
  } catch {
    return false;
  }
};

function requireText(node: Node, keys: string[], where: string, problems: string[]) {
  for (const key of keys) if (!isText(node[key])) problems.push(`${where} has no ${key}`);
}

function checkOrganization(node: Node, where: string, problems: string[]) {
  requireText(node, ['name'], where, problems);
  if (!isAbsoluteUrl(node.url)) problems.push(`${where} has no absolute url`);
  const logo = isObject(node.logo) ? node.logo.url : node.logo;
  if (!isAbsoluteUrl(logo)) problems.push(`${where} has no absolute logo URL`);
}

function checkLocalBusiness(node: Node, where: string, problems: string[]) {
  requireText(node, ['name', 'telephone'], where, problems);
  const address = node.address;
  if (!isObject(address) || address['@type'] !== 'PostalAddress')
    problems.push(`${where} has no PostalAddress address`);
  else
    requireText(
      address,
      ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'],
      `${where} address`,
      problems,
    );
  const hours = node.openingHoursSpecification;
  const specs = Array.isArray(hours) ? hours : [hours];
  if (
    hours === undefined ||
    !specs.every(
      (s) =>
        isObject(s) &&
        (Array.isArray(s.dayOfWeek) ? s.dayOfWeek.length > 0 : isText(s.dayOfWeek)) &&
        /^\d{2}:\d{2}(:\d{2})?$/.test(String(s.opens)) &&
        /^\d{2}:\d{2}(:\d{2})?$/.test(String(s.closes)),
    )
  )
    problems.push(`${where} has no valid openingHoursSpecification (dayOfWeek, opens, closes)`);
}

function checkBreadcrumbList(node: Node, where: string, problems: string[]) {
  const items = node.itemListElement;
  if (!Array.isArray(items) || items.length === 0) {
    problems.push(`${where} has no itemListElement`);
    return;
  }
  items.forEach((item: unknown, index) => {
    const at = `${where} item ${index + 1}`;
    if (!isObject(item) || item['@type'] !== 'ListItem') {
      problems.push(`${at} is not a ListItem`);
      return;
    }
    if (item.position !== index + 1) problems.push(`${at} has position ${String(item.position)}`);
    requireText(item, ['name'], at, problems);
    const last = index === items.length - 1;
    const url = isObject(item.item) ? item.item['@id'] : item.item;
    if (!(last && url === undefined) && !isAbsoluteUrl(url)) problems.push(`${at} has no absolute item URL`);
  });
}

function checkService(node: Node, where: string, problems: string[]) {
  requireText(node, ['name'], where, problems);
  if (!isObject(node.provider) || !isText(node.provider.name))
    problems.push(`${where} has no named provider`);
  if (node.areaServed === undefined) problems.push(`${where} has no areaServed`);
  if (!isAbsoluteUrl(node.url)) problems.push(`${where} has no absolute url`);
}

const checks: Record<string, (node: Node, where: string, problems: string[]) => void> = {
  Organization: checkOrganization,
  LocalBusiness: checkLocalBusiness,
  BreadcrumbList: checkBreadcrumbList,
  Service: checkService,
};

/** Problems of one parsed JSON-LD block (an object, an array of them, or an @graph). */
export function structuredDataProblems(value: unknown): string[] {
  const problems: string[] = [];
  const nodes = Array.isArray(value)
    ? value
    : isObject(value) && Array.isArray(value['@graph'])
      ? value['@graph']
      : [value];
  const context = isObject(value) ? value['@context'] : undefined;
  nodes.forEach((node: unknown) => {
    if (!isObject(node)) {
      problems.push('a JSON-LD node is not an object');
      return;
    }
    const nodeContext = node['@context'] ?? context;
    if (nodeContext !== 'https://schema.org' && nodeContext !== 'http://schema.org')
      problems.push(`JSON-LD ${String(node['@type'])} has no schema.org @context`);
    const type = node['@type'];
    if (!isText(type)) {
      problems.push('a JSON-LD node has no @type');
      return;
    }
    checks[type as string]?.(node, type as string, problems);
  });
  return problems;
}
