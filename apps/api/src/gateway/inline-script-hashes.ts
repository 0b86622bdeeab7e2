import { createHash } from 'node:crypto';

// An inline <script> the CSP governs: no src, and either no type (classic
// script) or speculation rules. Data blocks (JSON-LD, application/json)
// carry another type; CSP never applies to them, so they need no hash.
const GOVERNED_INLINE_SCRIPT =
  /<script\b(?![^>]*\bsrc=)(?![^>]*\btype=(?!["']?speculationrules\b))[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP source expressions ('sha256-…') that allow a page's inline scripts.
 * Shared by the Node gateway and the nginx renderer, which must send the same policy.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(GOVERNED_INLINE_SCRIPT)) {
    if (match[1]) hashes.push(`'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);
  }
  return hashes;
}
