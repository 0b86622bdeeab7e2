import type { ReactNode } from 'react';
import type { z } from 'zod';
import { clientConfig } from '@agency/api-client';
import { formPaths, noScriptFields, type FormKind } from '@agency/contract';
import { FormGrid } from '@agency/ui';
import { FormFields } from '../form-fields.tsx';
import { FormFooter } from '../form-footer.tsx';
import { FormStatus } from '../form-status.tsx';
import { FormsQueryProvider } from '../query-client.tsx';
import { UploadStateContext } from './upload-state.tsx';
import { useSubmission, type SubmissionOptions } from './use-submission.ts';

export interface SubmissionFormProps<
  Kind extends FormKind,
  Schema extends z.ZodObject,
> extends SubmissionOptions<Kind, Schema> {
  /** The submit button's label, and its label while the submission is under way. */
  label: string;
  pendingLabel?: string;
  /** The form's accessible name: a label, or the id of a heading that names it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** The form's fields (registered fields: see form-fields.tsx). */
  children: ReactNode;
}

function SubmissionFormBody<Kind extends FormKind, Schema extends z.ZodObject>({
  label,
  pendingLabel,
  children,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  ...options
}: SubmissionFormProps<Kind, Schema>) {
  const { control, onSubmit, formRef, pending, status, uploadState } = useSubmission(options);
  const uploads = options.cvMaxBytes !== undefined;
  return (
    // A real form post to the same call: without scripts (or before this form's
    // code arrives and the island runtime has to let it go) the browser sends it
    // itself, and the API answers with a page that says how it went.
    <FormGrid
      ref={formRef}
      method="post"
      // A form with a file is posted as multipart, with scripts and without alike.
      encType={uploads ? 'multipart/form-data' : undefined}
      action={`${clientConfig.baseUrl}${formPaths[options.form.kind]}`}
      onSubmit={onSubmit}
      aria-label={ariaLabel}
      aria-labelledby={ariaLabelledBy}
    >
      <input type="hidden" name={noScriptFields.region} value={options.region} />
      <UploadStateContext value={uploadState}>
        <FormFields control={control}>{children}</FormFields>
      </UploadStateContext>
      <FormFooter label={label} pendingLabel={pendingLabel} pending={pending} percent={uploadState.percent} />
      {options.outcome.style === 'inline' ? (
        <FormStatus success={status.success} error={status.error} />
      ) : null}
    </FormGrid>
  );
}

/**
 * A sending form: its fields as children, everything else (validation by the
 * contract, the token, the call, the outcome) the one submission lifecycle of
 * use-submission.ts.
 */
export function SubmissionForm<Kind extends FormKind, Schema extends z.ZodObject>(
  props: SubmissionFormProps<Kind, Schema>,
) {
  return (
    <FormsQueryProvider>
      <SubmissionFormBody {...props} />
    </FormsQueryProvider>
  );
}
