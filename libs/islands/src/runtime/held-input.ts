/**
 * What a visitor did in an island before it hydrated, kept to be done again
 * once it has: the last submission of one of its forms, and the last press of
 * a button that only a script can act on.
 */
export interface HeldInput {
  /** Looks at an event inside the island; stops a submission the island cannot handle yet. */
  record(event: Event): void;
  /** Does again what was held, on the hydrated island. */
  replay(): void;
  /** The island will not hydrate soon: lets the browser send a held form itself. True if one was held. */
  releaseSubmitToBrowser(): boolean;
}

/** A button whose press does nothing without a script (no form submission, no native popover). */
function scriptOnlyButton(target: Element): HTMLButtonElement | null {
  const button = target.closest('button');
  if (!button || button.type !== 'button') return null;
  if (button.hasAttribute('popovertarget') || button.hasAttribute('commandfor')) return null;
  return button;
}

/** Submits the form again as its button did; requestSubmit throws for a button not of this form. */
function submitAgain(form: HTMLFormElement, submitter: HTMLElement | null) {
  if (submitter && form.contains(submitter)) form.requestSubmit(submitter);
  else form.requestSubmit();
}

export function heldInput(island: Element): HeldInput {
  let submit: { form: HTMLFormElement; submitter: HTMLElement | null } | undefined;
  let press: HTMLButtonElement | undefined;
  let releasedToBrowser = false;
  // The browser would stop an invalid form before its submit event, so the
  // press would be lost: the island checks the fields itself once hydrated.
  const forms = [...island.querySelectorAll('form')].filter((form) => !form.noValidate);
  for (const form of forms) form.noValidate = true;
  return {
    record(event) {
      if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
        if (releasedToBrowser) return;
        // Without this the browser would send it now, as the no-script form
        // post, and the visitor would leave the page for a confirmation page
        // instead of seeing the form's own answer.
        event.preventDefault();
        submit = { form: event.target, submitter: (event as SubmitEvent).submitter };
      } else if (event.type === 'click' && event.target instanceof Element) {
        press = scriptOnlyButton(event.target) ?? press;
      } else if (
        // A visitor who has moved on (tabbed away, focused something else) no
        // longer wants the press done: doing it later would open a menu they left.
        (event.type === 'keydown' && !['Enter', ' '].includes((event as KeyboardEvent).key)) ||
        (event.type === 'focusin' && event.target !== press)
      ) {
        press = undefined;
      }
    },
    replay() {
      if (press?.isConnected) press.click();
      press = undefined;
      if (submit?.form.isConnected) submitAgain(submit.form, submit.submitter);
      submit = undefined;
    },
    releaseSubmitToBrowser() {
      if (!submit?.form.isConnected) return false;
      releasedToBrowser = true;
      const { form, submitter } = submit;
      submit = undefined;
      for (const checked of forms) checked.noValidate = false;
      submitAgain(form, submitter);
      return true;
    },
  };
}
