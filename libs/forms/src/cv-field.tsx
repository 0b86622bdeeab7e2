import { cvAccept, cvRule, uploadFields } from '@agency/contract';
import { FileField } from '@agency/ui';
import { useUploadState } from './submission/upload-state.tsx';

/**
 * The CV: a file input the browser posts by itself without scripts
 * (`required`, and `accept` as a hint to the file picker; the bytes decide).
 * With scripts the form checks the file before sending and shows here why it
 * would not be taken.
 */
export function CvField({ maxBytes }: { maxBytes: number }) {
  const { cvError } = useUploadState();
  return (
    <FileField
      label="CV"
      hint={`Your CV as ${cvRule(maxBytes)}.`}
      name={uploadFields.cv}
      accept={cvAccept}
      required
      error={cvError}
    />
  );
}
