import { css } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import {
  leadStatusLabels,
  replyBodyMaxLength,
  replyRequestSchema,
  replySubjectMaxLength,
  type LeadReplyTemplates,
  type ReplyEntry,
} from '@agency/staff-contract';
import { Button, ChoiceField, SelectField, Stack, TextField } from '@agency/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { replyTemplatesQuery, type ReplyActions } from '../api/lead-conversation-queries.ts';
import { shownTime } from '../api/staff-words.ts';
import { LeadSection } from './lead-section.tsx';
import { ProblemText } from './problem-text.tsx';

export const replyWords = {
  blank: 'Nothing: write it yourself',
  ready: (title: string, status: string) =>
    `Ready to send for the step ${status}: “${title}”. Read it, change what you like; nothing goes until you press Send.`,
  subject: `Write a subject of one line, up to ${replySubjectMaxLength} characters.`,
  body: `Write the message, up to ${replyBodyMaxLength.toLocaleString('en-GB')} characters.`,
  held: (seconds: number) => `Reply queued: it goes in ${seconds} seconds unless you press Undo.`,
  scheduled: (at: string) => `Reply scheduled for ${shownTime(at)}: press Cancel sending to stop it.`,
  gone: 'Reply handed to the outbox: its delivery shows in the timeline.',
  undone: 'Undone: nothing was sent. Your message is back in the composer.',
  cancelled: 'Cancelled: that reply will not be sent.',
  delay: (minutes: number) =>
    `Send after the rejection delay (${minutes >= 60 && minutes % 60 === 0 ? `${minutes / 60} ${minutes === 60 ? 'hour' : 'hours'}` : `${minutes} minutes`}), not at once; it can be cancelled until then`,
} as const;

interface Draft {
  template: string;
  subject: string;
  body: string;
  delayed: boolean;
  /** Typed in since it was filled: a new step's template no longer replaces it. */
  dirty: boolean;
}

/** The composer as the lead's step offers it: that step's template filled in, or nothing. */
function offered(templates: LeadReplyTemplates): Draft {
  const suggested = templates.templates.find((template) => template.name === templates.suggested);
  return {
    template: suggested?.name ?? '',
    subject: suggested?.subject ?? templates.blankSubject,
    body: suggested?.body ?? '',
    delayed: templates.delayByDefault,
    dirty: false,
  };
}

/** A reply Send accepted, held for Undo (or scheduled after the delay). */
interface Held {
  reply: ReplyEntry;
  draft: Draft;
}

/**
 * The reply composer: the region's templates for this lead (its step's
 * first, filled in and ready when the lead moves to a step), or nothing; a
 * plain-text subject and message; Send, which the server holds for the undo
 * window (or a rejection's delay) while Undo stays here, announced and
 * focused. Undo brings the text back.
 */
export function LeadReplySection({
  reference,
  actions,
  say,
}: {
  reference: string;
  actions: ReplyActions;
  say: (text: string) => void;
}) {
  const { data, error } = useQuery(replyTemplatesQuery(reference));
  const [draft, setDraft] = useState<Draft | null>(null);
  const [offeredFor, setOfferedFor] = useState<string | null>(null);
  const [problems, setProblems] = useState<{ subject?: string; body?: string }>({});
  const [held, setHeld] = useState<Held | null>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  // A new step (or the first answer) offers its template, unless the sender has typed meanwhile.
  const step = data ? `${data.status}/${data.suggested ?? ''}` : null;
  if (data && step !== offeredFor) {
    setOfferedFor(step);
    if (!draft?.dirty) setDraft(offered(data));
  }

  // Undo takes focus as it appears; when the window ends, focus goes to the section, not the page.
  useEffect(() => {
    if (!held) return;
    undoRef.current?.focus();
    if (held.reply.state !== 'scheduled' || held.draft.delayed) return;
    const windowMs = Date.parse(held.reply.sendAfter) - Date.parse(held.reply.at);
    const timer = setTimeout(() => {
      const hadFocus = document.activeElement === undoRef.current;
      setHeld(null);
      say(replyWords.gone);
      if (hadFocus) headingRef.current?.focus();
    }, windowMs);
    return () => clearTimeout(timer);
  }, [held, say]);

  if (error) return <ProblemText>{error.message}</ProblemText>;
  if (!data || !draft) return <p>Loading…</p>;
  const suggested = data.templates.find((template) => template.name === data.suggested);

  const change = (changes: Partial<Draft>) => setDraft({ ...draft, ...changes, dirty: true });
  const choose = (name: string) => {
    const template = data.templates.find((candidate) => candidate.name === name);
    setDraft({
      template: name,
      subject: template?.subject ?? data.blankSubject,
      body: template?.body ?? '',
      delayed: draft.delayed,
      dirty: false,
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Not disabled while sending: a disabled button would drop the keyboard's focus.
    if (actions.send.isPending) return;
    const request = {
      subject: draft.subject,
      body: draft.body,
      template: draft.template || null,
      delayed: draft.delayed,
    };
    const parsed = replyRequestSchema.safeParse(request);
    const wrong = new Set(parsed.error?.issues.map((issue) => issue.path[0]) ?? []);
    setProblems({
      subject: wrong.has('subject') ? replyWords.subject : undefined,
      body: wrong.has('body') ? replyWords.body : undefined,
    });
    if (!parsed.success) return;
    actions.send.mutate(parsed.data, {
      onSuccess: ({ reply }) => {
        say(request.delayed ? replyWords.scheduled(reply.sendAfter) : replyWords.held(data.undoSeconds));
        setHeld({ reply, draft });
        setDraft({ template: '', subject: data.blankSubject, body: '', delayed: false, dirty: false });
      },
    });
  };

  const undo = () => {
    if (!held || actions.cancel.isPending) return;
    actions.cancel.mutate(held.reply.id, {
      onSuccess: () => {
        setDraft({ ...held.draft, dirty: true });
        setHeld(null);
        say(held.draft.delayed ? replyWords.cancelled : replyWords.undone);
        // The text is back where it was typed.
        setTimeout(() => bodyRef.current?.focus());
      },
      onError: (failure) => say(failure.message),
    });
  };

  return (
    <LeadSection id="lead-reply" title="Reply" headingRef={headingRef}>
      {!data.enabled ? (
        <p>{data.why}</p>
      ) : (
        <>
          {held ? (
            <div
              role="group"
              aria-label="Reply just sent"
              css={(t) => css`
                display: flex;
                flex-wrap: wrap;
                align-items: center;
                gap: ${t.space.md};
                padding: ${t.space.md};
                background: ${t.colors.brandTint};
                border-radius: ${t.radii.md};
              `}
            >
              <p
                css={css`
                  margin: 0;
                  flex: 1 1 14rem;
                `}
              >
                {held.draft.delayed
                  ? replyWords.scheduled(held.reply.sendAfter)
                  : replyWords.held(data.undoSeconds)}
              </p>
              <Button type="button" ref={undoRef} onClick={undo}>
                {held.draft.delayed ? 'Cancel sending' : 'Undo'}
              </Button>
            </div>
          ) : null}
          {actions.cancel.error ? <ProblemText>{actions.cancel.error.message}</ProblemText> : null}
          {suggested && !draft.dirty && draft.template === suggested.name ? (
            <p>{replyWords.ready(suggested.title, leadStatusLabels[data.status])}</p>
          ) : null}
          <form onSubmit={submit} aria-label="Reply to the visitor" noValidate>
            <Stack gap="sm">
              <SelectField
                label="Start from"
                placeholder={replyWords.blank}
                value={draft.template}
                onChange={(event) => choose(event.target.value)}
                options={data.templates.map((template) => ({
                  value: template.name,
                  label: template.forThisStep ? `${template.title} (this step)` : template.title,
                }))}
              />
              <TextField
                label="Subject"
                value={draft.subject}
                error={problems.subject}
                onChange={(event) => change({ subject: event.target.value })}
              />
              <TextField
                multiline
                ref={bodyRef}
                rows={12}
                label="Message"
                value={draft.body}
                error={problems.body}
                onChange={(event) => change({ body: event.target.value })}
              />
              <ChoiceField
                type="checkbox"
                label={replyWords.delay(data.delayMinutes)}
                checked={draft.delayed}
                onChange={(event) => change({ delayed: event.target.checked })}
              />
              <div>
                <Button type="submit">Send</Button>
              </div>
            </Stack>
          </form>
          {actions.send.isPending ? <p>Sending…</p> : null}
          {actions.send.error ? <ProblemText>{actions.send.error.message}</ProblemText> : null}
        </>
      )}
    </LeadSection>
  );
}
