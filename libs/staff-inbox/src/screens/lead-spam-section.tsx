import type { LeadDetail } from '@agency/staff-contract';
import { Button } from '@agency/ui';
import { useEffect, useRef } from 'react';
import { leadWorkWords, type LeadWorkActions } from '../api/lead-work-queries.ts';
import { LeadSection } from './lead-section.tsx';
import { ProblemText } from './problem-text.tsx';

const notSpam = 'Not spam.';

/**
 * Why the lead was filed as spam, and "Not spam": the CLI's own release. The
 * button goes with the spam, so focus moves to the section's heading.
 */
export function LeadSpamSection({ lead, actions }: { lead: LeadDetail; actions: LeadWorkActions }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const released = actions.release.isSuccess;
  useEffect(() => {
    if (released) heading.current?.focus();
  }, [released]);
  const release = () => {
    if (!actions.release.isPending) actions.release.mutate();
  };
  return (
    <LeadSection id="lead-spam" title="Spam" headingRef={heading}>
      {lead.spam ? (
        <>
          <p>Filed as spam because of:</p>
          <ul aria-label="Spam reasons">
            {lead.spamReasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
          <div>
            <Button type="button" onClick={release}>
              Not spam
            </Button>
          </div>
        </>
      ) : (
        <p>{released ? leadWorkWords.released : notSpam}</p>
      )}
      {actions.release.error ? <ProblemText>{actions.release.error.message}</ProblemText> : null}
    </LeadSection>
  );
}
