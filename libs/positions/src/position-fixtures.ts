/** A valid position file, with fields replaced or removed (undefined) as a test needs. */
export function positionFile(
  fields: Record<string, string | undefined> = {},
  body = '## What you will do\n\n- Build pages.\n\n## What you will need\n\n- TypeScript.\n',
): string {
  const all: Record<string, string | undefined> = {
    title: 'Web Development',
    summary: 'Build fast websites for our clients.',
    location: '\n  type: office\n  city: London\n  region: Greater London\n  country: GB',
    employmentType: 'FULL_TIME',
    salary: '\n  currency: GBP\n  min: 45000\n  max: 60000\n  unit: YEAR',
    datePosted: '2026-11-02',
    validThrough: '2027-01-31T23:59:00+00:00',
    ...fields,
  };
  const yaml = Object.entries(all)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  return `---\n${yaml}\n---\n\n${body}`;
}
