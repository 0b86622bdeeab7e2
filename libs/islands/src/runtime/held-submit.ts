/**
 * The submission of an island's form, held while the island's code comes:
 * the browser's own post is stopped, the form says it is busy, and once the
 * island has hydrated the form is sent again with the same button, for its own
 * handler to check and send. Should the code fail to load, the browser sends
 * the form itself (the no-script path every form has).
 *
 * What the visitor typed stays in the fields through the hydration, but a
 * form library may set its radio buttons and checkboxes back to its defaults
 * as it takes them over (react-hook-form 7 does so for radios): the choices
 * are read as the form is held and made again, by click as the visitor made
 * them, before it is sent.
 */
export interface HeldSubmit {
  /** Stops a submission of one of the island's forms and keeps it. */
  hold(event: SubmitEvent): void;
  /** Sends the held form again, now that the island has hydrated. */
  replay(): void;
  /** Lets the browser post the held form itself, and every later one. */
  releaseToBrowser(): void;
}

type Choices = { input: HTMLInputElement; checked: boolean }[];

/** The radio buttons and checkboxes of a form, each with whether it is chosen now. */
function choicesOf(form: HTMLFormElement): Choices {
  return [...form.querySelectorAll<HTMLInputElement>('input[type=radio], input[type=checkbox]')].map(
    (input) => ({ input, checked: input.checked }),
  );
}

/** Clicks each choice that is no longer as it was: a radio chosen, a checkbox changed. */
function chooseAgain(choices: Choices) {
  for (const { input, checked } of choices)
    if (input.checked !== checked && (checked || input.type === 'checkbox')) input.click();
}

/** Submits the form again as its button did; requestSubmit throws for a button not of this form. */
function submitAgain(form: HTMLFormElement, submitter: HTMLElement | null) {
  if (submitter && form.contains(submitter)) form.requestSubmit(submitter);
  else form.requestSubmit();
}

export function heldSubmit(island: Element): HeldSubmit {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null; choices: Choices } | undefined;
  let releasedToBrowser = false;
  // The browser would stop an invalid form before its submit event, and the
  // visitor would read its messages, not the form's own: the island checks
  // the fields itself once hydrated (and sets this itself from then on).
  const forms = [...island.querySelectorAll('form')].filter((form) => !form.noValidate);
  for (const form of forms) form.noValidate = true;
  const send = () => {
    if (!held) return;
    const { form, submitter, choices } = held;
    held = undefined;
    form.removeAttribute('aria-busy');
    chooseAgain(choices);
    submitAgain(form, submitter);
  };
  return {
    hold(event) {
      if (releasedToBrowser || !(event.target instanceof HTMLFormElement)) return;
      event.preventDefault();
      held = { form: event.target, submitter: event.submitter, choices: choicesOf(event.target) };
      // At once, while the code comes: the busy look of the send button, and a state a screen reader reads.
      held.form.setAttribute('aria-busy', 'true');
    },
    replay: send,
    releaseToBrowser() {
      releasedToBrowser = true;
      for (const form of forms) form.noValidate = false;
      send();
    },
  };
}
