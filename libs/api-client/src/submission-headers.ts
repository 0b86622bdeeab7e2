import { wireHeaders, type Region } from '@agency/contract';

/**
 * What every submission tells the API besides its body: which regional site
 * sent it, the value of the form's hidden honeypot field ('' when untouched;
 * people never see it, bots tend to fill it), and the form's token.
 */
export interface SubmissionContext {
  region: Region;
  honeypot: string;
  /** Undefined when the API could not give one (FormTokenSource): the enquiry is still sent. */
  token: string | undefined;
}

export function submissionHeaders({ region, honeypot, token }: SubmissionContext): Record<string, string> {
  return {
    [wireHeaders.siteRegion]: region,
    [wireHeaders.honeypot]: honeypot,
    ...(token ? { [wireHeaders.formToken]: token } : {}),
  };
}
