import type { FastifyRequest } from 'fastify';
import { headerKey, isRegion, wireHeaders, type Region } from '@agency/contract';

/**
 * Which regional site a submission came from. Call 2 is shared by the India
 * enquiry and the UK callback: the forms say so in `X-Site-Region` (a form
 * posted without JavaScript in its region field, passed as `declared`), and
 * a client written against the requirements alone is placed by the page it was sent
 * from (Referer path /uk...).
 */
export function regionOfRequest(
  request: FastifyRequest,
  declared: unknown = request.headers[headerKey(wireHeaders.siteRegion)],
): Region {
  if (isRegion(declared)) return declared;
  const referer = request.headers.referer;
  if (!referer) return 'in';
  try {
    const { pathname } = new URL(referer);
    return pathname === '/uk' || pathname.startsWith('/uk/') ? 'uk' : 'in';
  } catch {
    return 'in';
  }
}
