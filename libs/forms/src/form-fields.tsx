import { createContext, use, type ComponentType, type ReactNode } from 'react';
import {
  get,
  useFormState,
  type Control,
  type FieldError,
  type FieldValues,
  type Path,
} from 'react-hook-form';
import {
  ChoiceField,
  ChoiceGroup,
  SelectField,
  TextField,
  type ChoiceFieldProps,
  type SelectFieldProps,
  type TextFieldProps,
} from '@agency/ui';

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
 * did not re-create. Each field registers itself and follows its own error
 * (`registeredFields`), and renders again only when that error changes.
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

function useFormControl() {
  const control = use(FormControlContext) as Control<FieldValues> | null;
  if (!control) throw new Error('A registered field must be inside <FormFields>');
  return control;
}

/** Registers the field `name` with the form around it, with the field's current error message. */
function useRegisteredField(name: string) {
  const control = useFormControl();
  const { errors } = useFormState({ control, name });
  const error = get(errors, name) as FieldError | undefined;
  return { ...control.register(name), error: error?.message };
}

/** `Field` with its `name` registered and its error passed in, for fields inside `FormFields`. */
function registered(Field: ComponentType<never>) {
  // Typed for callers by registeredFields; here, any props go through.
  const AnyField = Field as ComponentType<object>;
  return function RegisteredField({ name, ...props }: { name: string }) {
    const field = useRegisteredField(name);
    return <AnyField {...props} {...field} />;
  };
}

/** One radio button per option under one legend; the choice's error is the group's, announced once. */
function RegisteredRadios({
  name,
  legend,
  options,
  columns,
  required,
  chosen,
}: {
  name: string;
  legend: ReactNode;
  options: readonly string[];
  columns?: number;
  required?: boolean;
  /** The option checked in the HTML itself, so a form posted without scripts sends it too. */
  chosen?: string | undefined;
}) {
  const { error, ...field } = useRegisteredField(name);
  return (
    <ChoiceGroup legend={legend} columns={columns} error={error}>
      {options.map((option) => (
        <ChoiceField
          key={option}
          type="radio"
          {...field}
          value={option}
          label={option}
          required={required}
          defaultChecked={chosen === undefined ? undefined : option === chosen}
        />
      ))}
    </ChoiceGroup>
  );
}

const RegisteredText = registered(TextField);
const RegisteredSelect = registered(SelectField);
const RegisteredChoice = registered(ChoiceField);

/** A field's own props, with the form's field `name` in place of what registering it supplies. */
type Registered<Props, Values extends FieldValues> = Props extends unknown
  ? Omit<Props, 'name' | 'error' | 'ref' | 'onChange' | 'onBlur'> & { name: Path<Values> }
  : never;

/**
 * A form's fields, typed by its values so that a misspelt `name` fails the
 * build: `const Field = registeredFields<Values>()`, then
 * `<Field.Text name="email" label="Email" />`.
 */
export function registeredFields<Values extends FieldValues>() {
  return {
    Text: RegisteredText as (props: Registered<TextFieldProps, Values>) => ReactNode,
    Select: RegisteredSelect as (props: Registered<SelectFieldProps, Values>) => ReactNode,
    Choice: RegisteredChoice as (props: Registered<ChoiceFieldProps, Values>) => ReactNode,
    Radios: RegisteredRadios as (props: {
      name: Path<Values>;
      legend: ReactNode;
      options: readonly string[];
      columns?: number;
      required?: boolean;
      chosen?: string | undefined;
    }) => ReactNode,
  };
}
