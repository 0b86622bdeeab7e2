import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileField } from './file-field.tsx';
import { renderWithTheme } from './render-with-theme.tsx';

describe('FileField', () => {
  it('is a file input named by its label, described by its hint', () => {
    renderWithTheme(<FileField label="CV" hint="A PDF of at most 5 MB." name="cv" required />);
    const input = screen.getByLabelText('CV');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('A PDF of at most 5 MB.');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('ties its error to the input and marks it invalid', () => {
    renderWithTheme(<FileField label="CV" hint="A PDF." name="cv" error="That file is empty." />);
    const input = screen.getByLabelText('CV');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('A PDF. That file is empty.');
  });
});
