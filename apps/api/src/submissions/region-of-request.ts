import type { FastifyRequest } from 'fastify';
import type { Region } from '../db/schema.ts';

/**
 * Which regional site a submission came from. Call 2 is shared by the India
 * enquiry and the UK callback: the forms say so in `X-Site-Region`, and a
 * client written against the spec alone is placed by the page it was sent
 * from (Referer path /uk...).
 */
export function regionOfRequest(request: FastifyRequest): Region {
  const declared = request.headers['x-site-region'];
  if (declared === 'in' || declared === 'uk') return declared;
  const referer = request.headers.referer;
  if (!referer) return 'in';
  try {
    const { pathname } = new URL(referer);
    return pathname === '/uk' || pathname.startsWith('/uk/') ? 'uk' : 'in';
  } catch {
    return 'in';
  }
}
