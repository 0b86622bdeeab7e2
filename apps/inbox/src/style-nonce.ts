/**
 * The nonce the server put in this answer's CSP and in <meta property="csp-nonce">
 * (read through the `nonce` property: browsers hide the attribute from CSS and
 * getAttribute). Undefined under `vite` dev, whose answers carry no CSP.
 */
export function styleNonce(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
}
