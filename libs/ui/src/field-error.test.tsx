import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldError } from './field-error.tsx';
import { cssOf, renderWithTheme } from './render-with-theme.tsx';
import { theme } from './theme.ts';

describe('FieldError', () => {
  it('describes its field with the message in the danger colour', () => {
    renderWithTheme(
      <>
        <input aria-label="Email" aria-describedby="email-error" aria-invalid />
        <FieldError id="email-error">Please enter a valid email</FieldError>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email',
    );
    expect(cssOf(screen.getByText('Please enter a valid email'))).toContain(`color:${theme.colors.danger}`);
  });
});
