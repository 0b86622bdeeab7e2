import { cvMessages, detectCvType } from '@agency/contract';

/**
 * What is wrong with the CV chosen, as the API would say it, or undefined
 * when it will be taken: checked in the browser before anything is sent, by
 * its size and by its bytes (the same check as the API's, from the contract),
 * never by its name or the type the browser guesses.
 */
export async function cvProblem(file: File | undefined, maxBytes: number): Promise<string | undefined> {
  const messages = cvMessages(maxBytes);
  if (!file || (file.name === '' && file.size === 0)) return messages.missing;
  if (file.size === 0) return messages.empty;
  if (file.size > maxBytes) return messages.tooLarge;
  const bytes = new Uint8Array(await file.arrayBuffer());
  return detectCvType(bytes) ? undefined : messages.wrongType;
}
