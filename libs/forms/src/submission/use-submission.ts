import { useEffect, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormTokenSource, useSubmitForm } from '@agency/api-client';
import type { FieldOf, FormBody, FormDefinition, FormKind, Region } from '@agency/contract';
import { honeypotValueOf } from '../honeypot-field.tsx';
import { contractResolver, type BrowserRule } from './contract-resolver.ts';
import { mayHaveBeenStored, type Outcome } from './outcome.ts';

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
}

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

  const onSubmit = handleSubmit(async (body, event?: BaseSyntheticEvent) => {
    setStatus({ success: '', error: '' });
    setWaitingForToken(true);
    const token = await tokens.token();
    setWaitingForToken(false);
    try {
      const answer = await mutation.mutateAsync({
        body: body as FormBody<Kind>,
        context: { region, honeypot: honeypotValueOf(event), token },
      });
      tokens.renew();
      show(outcome.success(answer), 'success');
      reset(emptyValues);
    } catch (failure) {
      if (mayHaveBeenStored(failure)) tokens.renew();
      show(outcome.failure(failure), 'error');
    }
  });

  return { control, onSubmit, formRef, pending: waitingForToken || mutation.isPending, status };
}
