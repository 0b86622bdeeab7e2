import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FormFields, registeredFields } from './form-fields.tsx';
import { renderForm } from './testing/render-form.tsx';

const schema = z.object({
  email: z.email('Please enter a valid email.'),
  size: z.string().min(1, 'Please choose a size.'),
  agree: z.boolean().refine((agreed) => agreed, 'Please agree.'),
});
type Values = z.input<typeof schema>;

const Field = registeredFields<Values>();

// @ts-expect-error: a name the form's values do not have fails the build.
export const misspelt = <Field.Text name="emial" label="Email" />;

function TestForm() {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: '', size: '', agree: false },
  });
  return (
    <form onSubmit={handleSubmit(() => undefined)} noValidate>
      <FormFields control={control}>
        <Field.Text name="email" label="Email" type="email" />
        <Field.Select
          name="size"
          label="Size"
          placeholder="Choose"
          options={[{ label: 'Small', value: 'S' }]}
        />
        <Field.Choice name="agree" type="checkbox" label="I agree" />
      </FormFields>
      <button type="submit">Send</button>
    </form>
  );
}

describe('registered fields', () => {
  it('tie each error to its own field, and clear one when that field is put right', async () => {
    const user = renderForm(<TestForm />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    const size = screen.getByRole('combobox', { name: 'Size' });
    const agree = screen.getByRole('checkbox', { name: 'I agree' });
    expect(email).toHaveAccessibleDescription('Please enter a valid email.');
    expect(size).toHaveAccessibleDescription('Please choose a size.');
    expect(agree).toHaveAccessibleDescription('Please agree.');
    expect(email).toHaveFocus();

    await user.selectOptions(size, 'S');
    expect(size).not.toHaveAttribute('aria-invalid');
    expect(size).not.toHaveAccessibleDescription();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(agree).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'ana@example.com');
    await user.click(agree);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(agree).not.toHaveAttribute('aria-invalid');
  });
});
