import type { FastifyRequest } from 'fastify';

/**
 * Which regional site a submission came from. Call 2 is shared by the India
 * enquiry and the UK callback, so the page it was sent from decides.
 */
export function regionOfRequest(request: FastifyRequest): 'in' | 'uk' {
  const referer = request.headers.referer;
  if (!referer) return 'in';
  try {
    const { pathname } = new URL(referer);
    return pathname === '/uk' || pathname.startsWith('/uk/') ? 'uk' : 'in';
  } catch {
    return 'in';
  }
}
