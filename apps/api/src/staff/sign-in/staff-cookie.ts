/**
 * The session cookie's name and attributes for the inbox's origin. Under
 * https it is `__Host-staff-session`: the prefix makes a browser refuse it
 * unless it is Secure, has Path=/ and no Domain, so no subdomain and no plain
 * http page can set or shadow it. A `__Host-` cookie must be Secure. Chromium
 * 156 keeps one set by http://localhost (checked: it treats localhost as a
 * secure context), but an http origin that is not localhost (an office host
 * name) gets no cookie at all, and Safari keeps no Secure cookie from http.
 * So on an http origin (development, tests) the cookie is `staff-session`,
 * without Secure, and otherwise the same.
 */
export interface SessionCookie {
  name: string;
  secure: boolean;
}

export function sessionCookieFor(staffOrigin: string): SessionCookie {
  const secure = new URL(staffOrigin).protocol === 'https:';
  return { name: secure ? '__Host-staff-session' : 'staff-session', secure };
}

/** The Set-Cookie value: HttpOnly, SameSite=Strict, Path=/, no Domain; maxAgeSeconds 0 clears it. */
export function sessionCookieHeader(cookie: SessionCookie, value: string, maxAgeSeconds: number): string {
  return [
    `${cookie.name}=${value}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(cookie.secure ? ['Secure'] : []),
  ].join('; ');
}

/** The value of one cookie in a request's Cookie header; undefined when absent (or given twice: ambiguous). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  const values = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .map((part) => part.slice(name.length + 1));
  return values.length === 1 ? values[0] : undefined;
}
