import { createContext, use, type ReactNode } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';

/**
 * How a form's fields reach its react-hook-form control without being
 * rendered again with the component that calls useForm.
 *
 * useForm sets state in a layout effect as the form mounts (its `isReady`),
 * and React renders that component again at once, in the same task as the
 * form's hydration. With the fields inside it, that re-render (and every
 * field's ref, handed back to react-hook-form) was the larger part of that
 * task. So a form's component calls useForm and handles the submission, and
 * its fields come in as `children`: React does not render again elements it
 * did not re-create. The fields follow the form's errors themselves
 * (`useFormFields`), and render again when they change.
 */
const FormControlContext = createContext<unknown>(null);

/** Makes `control` (stable for the form's life) the control of the fields inside. */
export function FormFields<Values extends FieldValues, Context, Output>({
  control,
  children,
}: {
  control: Control<Values, Context, Output>;
  children: ReactNode;
}) {
  return <FormControlContext value={control}>{children}</FormControlContext>;
}

/** The form's `register` and current `errors`, for fields inside `FormFields`. */
export function useFormFields<Values extends FieldValues>() {
  const control = use(FormControlContext) as Control<Values> | null;
  if (!control) throw new Error('useFormFields is for fields inside <FormFields>');
  const { errors } = useFormState({ control });
  return { register: control.register, errors };
}
