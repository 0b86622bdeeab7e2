import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormTokenSource, useSubmitForm, useUploadForm } from '@agency/api-client';
import {
  uploadFields,
  type FieldOf,
  type FormBody,
  type FormDefinition,
  type FormKind,
  type Region,
} from '@agency/contract';
import { honeypotValueOf } from '../honeypot-field.tsx';
import { contractResolver, type BrowserRule } from './contract-resolver.ts';
import { cvProblem } from './cv-check.ts';
import { mayHaveBeenStored, type Outcome } from './outcome.ts';
import type { UploadState } from './upload-state.tsx';

export interface SubmissionOptions<Kind extends FormKind, Schema extends z.ZodObject> {
  form: FormDefinition<Kind, Schema>;
  /** The site the form is on. */
  region: Region;
  /** What the fields hold when the form is new or has been sent. */
  emptyValues: DefaultValues<FieldValues>;
  outcome: Outcome;
  /** Fields sent exactly as typed; every other text field is trimmed first. */
  asTyped?: readonly FieldOf<Schema>[];
  browserRules?: Partial<Record<FieldOf<Schema>, BrowserRule>>;
  /** The form carries a CV (its file input, `uploadFields.cv`), of at most this many bytes: it is uploaded, multipart. */
  cvMaxBytes?: number;
}

/** The form a submit event came from. */
const formOf = (event: BaseSyntheticEvent | undefined) =>
  event?.target instanceof HTMLFormElement ? event.target : undefined;

/** Trims the text fields a visitor may have padded with spaces, leaving `asTyped` ones alone. */
function trimmer(asTyped: readonly string[]) {
  return (values: FieldValues): FieldValues =>
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [
        name,
        typeof value === 'string' && !asTyped.includes(name) ? value.trim() : value,
      ]),
    );
}

/**
 * One submission's life, the same for every sending form: its fields checked
 * by the contract's schema, its token awaited (a form pressed before its
 * scripts arrived waits for it rather than going without), the call sent with
 * the honeypot's value and the site's region, then the outcome shown in the
 * form's style (an alert or the paragraph under it) and the fields cleared
 * after a success. What was typed stays after a failure.
 */
export function useSubmission<Kind extends FormKind, Schema extends z.ZodObject>(
  options: SubmissionOptions<Kind, Schema>,
) {
  const { form, region, emptyValues, outcome } = options;
  const [tokens] = useState(() => new FormTokenSource());
  const [resolver] = useState(() =>
    contractResolver(form, trimmer(options.asTyped ?? []), options.browserRules),
  );
  const [waitingForToken, setWaitingForToken] = useState(false);
  const [status, setStatus] = useState({ success: '', error: '' });
  const mutation = useSubmitForm(form.kind);
  const upload = useUploadForm(form.kind);
  const [uploadState, setUploadState] = useState<UploadState>({ cvError: undefined, percent: undefined });
  const formRef = useRef<HTMLFormElement>(null);
  const { control, handleSubmit, reset } = useForm<FieldValues, unknown, z.output<Schema>>({
    resolver,
    defaultValues: emptyValues,
  });

  useEffect(() => {
    tokens.prepare();
    // Without this script the browser checks the fields itself (`required`,
    // `type`); with it, the form shows its own messages instead.
    if (formRef.current) formRef.current.noValidate = true;
  }, [tokens]);

  const show = (text: string, kind: 'success' | 'error') => {
    if (outcome.style === 'alert') window.alert(text);
    else setStatus(kind === 'success' ? { success: text, error: '' } : { success: '', error: text });
  };

  /** The CV chosen, and what is wrong with it (undefined: nothing, or the form carries none). */
  const checkCv = async (event: BaseSyntheticEvent | undefined, focus: boolean) => {
    if (options.cvMaxBytes === undefined) return { cv: undefined, problem: undefined };
    const input = formOf(event)?.elements.namedItem(uploadFields.cv);
    const cv = input instanceof HTMLInputElement ? (input.files?.[0] ?? undefined) : undefined;
    const problem = await cvProblem(cv, options.cvMaxBytes);
    setUploadState({ cvError: problem, percent: undefined });
    if (focus && problem && input instanceof HTMLInputElement) input.focus();
    return { cv, problem };
  };

  const send = async (body: FormBody<Kind>, honeypot: string, cv: File | undefined) => {
    const token = await tokens.token();
    setWaitingForToken(false);
    const context = { region, honeypot, token };
    if (!cv) return mutation.mutateAsync({ body, context });
    setUploadState({ cvError: undefined, percent: 0 });
    const onProgress = (fraction: number) =>
      setUploadState({ cvError: undefined, percent: Math.round(fraction * 100) });
    try {
      return await upload.mutateAsync({ body, cv, context, onProgress });
    } finally {
      setUploadState((state) => ({ ...state, percent: undefined }));
    }
  };

  const onSubmit = handleSubmit(
    async (body, event?: BaseSyntheticEvent) => {
      setStatus({ success: '', error: '' });
      setWaitingForToken(true);
      const { cv, problem } = await checkCv(event, true);
      if (problem) {
        setWaitingForToken(false);
        return;
      }
      try {
        const answer = await send(body as FormBody<Kind>, honeypotValueOf(event), cv);
        tokens.renew();
        show(outcome.success(answer), 'success');
        reset(emptyValues);
        // The file input is the browser's alone, not the form library's: emptied here.
        const cvInput = formOf(event)?.elements.namedItem(uploadFields.cv);
        if (cvInput instanceof HTMLInputElement) cvInput.value = '';
      } catch (failure) {
        if (mayHaveBeenStored(failure)) tokens.renew();
        show(outcome.failure(failure), 'error');
      }
    },
    // Fields at fault (the first is focused): the CV is checked too, so every problem shows at once.
    async (_errors, event) => {
      if (options.cvMaxBytes !== undefined) await checkCv(event, false);
    },
  );

  return {
    control,
    onSubmit,
    formRef,
    pending: waitingForToken || mutation.isPending || upload.isPending,
    status,
    uploadState,
  };
}
