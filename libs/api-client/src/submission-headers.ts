/**
 * What every submission tells the API besides its body (agreed with the API):
 * which regional site sent it, and the value of the form's hidden honeypot
 * field ('' when untouched; people never see it, bots tend to fill it).
 */
export type SiteRegion = 'in' | 'uk';

export interface SubmissionContext {
  region: SiteRegion;
  honeypot: string;
}

export const siteRegionHeaderName = 'X-Site-Region';
export const honeypotHeaderName = 'X-Honeypot';

export function submissionHeaders({ region, honeypot }: SubmissionContext): Record<string, string> {
  return { [siteRegionHeaderName]: region, [honeypotHeaderName]: honeypot };
}
