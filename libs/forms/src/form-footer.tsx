import { Button } from '@agency/ui';
import { HoneypotField } from './honeypot-field.tsx';

export interface FormFooterProps {
  /** The button's label (docs/requirements.md §9). */
  label: string;
  /** The label while the request is under way; the button is disabled then. */
  pendingLabel?: string;
  pending: boolean;
}

/** The end of every sending form: the hidden honeypot, then the submit button. */
export function FormFooter({ label, pendingLabel = label, pending }: FormFooterProps) {
  return (
    <>
      <HoneypotField />
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? pendingLabel : label}
        </Button>
      </div>
    </>
  );
}
