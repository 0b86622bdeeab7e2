import { css } from '@emotion/react';
import { cvFileName } from '@agency/contract';
import { leadWorkPaths, type LeadDetail } from '@agency/staff-contract';
import { Button } from '@agency/ui';
import { useState } from 'react';
import { FactList } from './fact-list.tsx';
import { LeadSection } from './lead-section.tsx';

/** The one CV type the inbox previews: the preview route answers any other with 415. */
const previewed = 'application/pdf';

/**
 * An application's CV: a PDF previews in a frame of the preview route (its
 * answer sandboxed by CSP, so the document runs nothing) when asked, so
 * reading the lead is not also reading the CV, in the audit log too; every
 * type downloads, named as the server names it.
 */
export function LeadCvSection({ reference, cv }: { reference: string; cv: NonNullable<LeadDetail['cv']> }) {
  const name = cvFileName(reference, cv.mediaType);
  const [shown, setShown] = useState(false);
  return (
    <LeadSection id="lead-cv" title="CV">
      <FactList
        facts={[
          { label: 'File', value: cv.fileName },
          { label: 'Type', value: cv.mediaType },
          { label: 'Size', value: `${Math.ceil(cv.size / 1024)} KB` },
        ]}
      />
      <p>
        <a href={leadWorkPaths.cv(reference)} download={name}>
          Download the CV ({name})
        </a>
      </p>
      {cv.mediaType !== previewed ? (
        <p>Only a PDF previews here: download this one to read it.</p>
      ) : (
        <>
          <div>
            <Button
              type="button"
              aria-expanded={shown}
              aria-controls="lead-cv-preview"
              onClick={() => setShown(!shown)}
            >
              {shown ? 'Hide the preview' : 'Preview the CV'}
            </Button>
          </div>
          <div id="lead-cv-preview">
            {shown ? (
              <iframe
                title={`CV preview, ${name}`}
                src={leadWorkPaths.cvPreview(reference)}
                // A second layer to the answer's own CSP sandbox: the frame runs nothing whatever it is sent.
                sandbox=""
                css={css`
                  width: 100%;
                  height: min(80vh, 60rem);
                  border: 1px solid #c9d2e3;
                `}
              />
            ) : null}
          </div>
        </>
      )}
    </LeadSection>
  );
}
