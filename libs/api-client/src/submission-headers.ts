import { wireHeaders, type Region } from '@agency/contract';

/**
 * What every submission tells the API besides its body: which regional site
 * sent it, and the value of the form's hidden honeypot field ('' when
 * untouched; people never see it, bots tend to fill it).
 */
export interface SubmissionContext {
  region: Region;
  honeypot: string;
}

export function submissionHeaders({ region, honeypot }: SubmissionContext): Record<string, string> {
  return { [wireHeaders.siteRegion]: region, [wireHeaders.honeypot]: honeypot };
}
