/**
 * What a search term asks the index (0040-lead-search.ts), the same on both
 * engines:
 * - `parts`: strings that must occur inside a lead's name, address or phone
 *   digits (trigrams: 3 characters or more, any case). A term that reads as a
 *   phone number in any spacing ("98765 43210", "+44 (0)7700-900") also asks
 *   for its digits alone.
 * - `words`: the term's words, each a whole word of one document (the lead's
 *   name, address, phone and message, a note, a message sent or received).
 * - `reference`: the term as a lead's reference, when it is one (and then
 *   nothing else).
 */
export interface SearchTerms {
  parts: string[];
  words: string[];
  reference: string | undefined;
}

/** The shortest string a trigram index can find inside another. */
export const shortestPart = 3;

const phoneLike = /^[\d\s()+./-]+$/;
const reference = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function searchTermsOf(term: string): SearchTerms {
  const lower = term.trim().toLowerCase();
  // A reference names one lead: its 34 trigrams and five words of hex would only cost the index time.
  if (reference.test(lower)) return { parts: [], words: [], reference: lower };
  const parts = lower.length >= shortestPart ? [lower] : [];
  if (phoneLike.test(lower)) {
    const digits = lower.replace(/\D/g, '');
    if (digits.length >= shortestPart && digits !== lower) parts.push(digits);
  }
  return {
    parts,
    // Letters and digits of any script, as SQLite's unicode61 tokenizer splits them.
    words: lower.match(/[\p{L}\p{N}]+/gu) ?? [],
    reference: undefined,
  };
}
