import { wireHeaders, type Region } from '@agency/contract';
import { currentAttribution } from './attribution.ts';

/**
 * What every submission tells the API besides its body: which regional site
 * sent it, the value of the form's hidden honeypot field ('' when untouched;
 * people never see it, bots tend to fill it), the form's token, and where
 * the visit came from (attribution.ts).
 */
export interface SubmissionContext {
  region: Region;
  honeypot: string;
  /** Undefined when the API could not give one (FormTokenSource): the enquiry is still sent. */
  token: string | undefined;
}

export function submissionHeaders({ region, honeypot, token }: SubmissionContext): Record<string, string> {
  const attribution = currentAttribution();
  return {
    [wireHeaders.siteRegion]: region,
    [wireHeaders.honeypot]: honeypot,
    ...(token ? { [wireHeaders.formToken]: token } : {}),
    ...(attribution ? { [wireHeaders.attribution]: attribution } : {}),
  };
}
