import type { FastifyReply, FastifyRequest } from 'fastify';
import { noScriptErrorPage, type NotSentReason, type OutcomePages, type Region } from '@agency/contract';
import type { IntakeTally } from './intake-tally.ts';
import type { IntakeOutcome } from './submission-intake.ts';

/** The status the same fault gets as a JSON call: what the intake counts refusals by. */
const statusOf: Record<NotSentReason, number> = {
  'invalid-fields': 400,
  'outdated-form': 400,
  malformed: 400,
  'too-large': 413,
  'foreign-origin': 403,
  'rate-limited': 429,
  unavailable: 503,
  'cv-missing': 400,
  'cv-wrong-type': 400,
  'cv-empty': 400,
  'cv-too-large': 413,
};

/** The reason a JSON call's error status becomes on the error page. */
export function reasonForStatus(status: number): NotSentReason {
  if (status === 413) return 'too-large';
  if (status === 403) return 'foreign-origin';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'unavailable';
  return 'malformed';
}

/**
 * Where a form post is sent on: the region's page, as a path on the origin
 * that was posted to, or on the origin of the page that posted it when that
 * is a configured site origin (SITE_ORIGINS: the sites may be on another
 * origin than the API). Never an origin built from Host or forwarded
 * headers: a proxy that passes a Host such as `a@evil.example` on would
 * otherwise send the visitor there.
 */
export function formPostLocation(
  request: FastifyRequest,
  siteOrigins: readonly string[],
  path: string,
): string {
  const { origin } = request.headers;
  return origin !== undefined && siteOrigins.includes(origin) ? `${origin}${path}` : path;
}

/** Where one form posted without JavaScript is answered: its request, its reply, its pages, its region. */
export interface FormPostTarget {
  request: FastifyRequest;
  reply: FastifyReply;
  pages: OutcomePages;
  region: Region;
}

export interface FormPostAnswers {
  /** 303 to the region's confirmation page. */
  sent(target: FormPostTarget): FastifyReply;
  /** 303 to the region's error page with a reason code and the names of the fields at fault, never a value. */
  notSent(target: FormPostTarget, reason: NotSentReason, fields?: readonly string[]): FastifyReply;
  /** An intake outcome answered as a redirect; only the form's own names go into the URL. */
  outcome(target: FormPostTarget, outcome: IntakeOutcome, knownNames: ReadonlySet<string>): FastifyReply;
}

/** Answers of a form posted without JavaScript: 303 See Other to a page of the site, never JSON. */
export function formPostAnswers(siteOrigins: readonly string[], tally: IntakeTally): FormPostAnswers {
  const sent: FormPostAnswers['sent'] = ({ request, reply, pages, region }) =>
    reply
      .code(303)
      .header('Location', formPostLocation(request, siteOrigins, pages[region].sent))
      .send();

  const notSent: FormPostAnswers['notSent'] = ({ request, reply, pages, region }, reason, fields = []) => {
    tally.rejected(statusOf[reason]);
    return reply
      .code(303)
      .header(
        'Location',
        formPostLocation(request, siteOrigins, noScriptErrorPage(region, reason, fields, pages)),
      )
      .send();
  };

  return {
    sent,
    notSent,
    outcome(target, outcome, knownNames) {
      switch (outcome.kind) {
        case 'stored':
        case 'replayed':
          return sent(target);
        case 'rate-limited':
          return notSent(target, 'rate-limited');
        case 'invalid': {
          // A refusal with a page of its own (a position that closed while its page was open).
          if (outcome.notSentPage) {
            tally.rejected(statusOf['invalid-fields']);
            return target.reply
              .code(303)
              .header('Location', formPostLocation(target.request, siteOrigins, outcome.notSentPage))
              .send();
          }
          const faults = outcome.error.errors ?? [];
          // Only the form's own names go into the URL: an unknown name is something the sender typed.
          const fields = [
            ...new Set(
              faults
                .filter((e) => e.code !== 'unrecognized_keys')
                .map((e) => e.field.split('.')[0] ?? '')
                .filter((field) => knownNames.has(field)),
            ),
          ];
          const outdated = faults.some((e) => e.code === 'unrecognized_keys');
          return notSent(target, outdated ? 'outdated-form' : 'invalid-fields', fields);
        }
        case 'key-reused':
        case 'bad-key':
          return notSent(target, 'malformed');
      }
    },
  };
}
