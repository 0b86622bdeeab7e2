import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Container } from './container.tsx';
import { cssOf, renderWithTheme } from './render-with-theme.tsx';

describe('Container', () => {
  it('centres its content at the page width on the element it is asked to be', () => {
    renderWithTheme(
      <Container as="address" aria-label="Contact details">
        mail@example.com
      </Container>,
    );
    const address = screen.getByLabelText('Contact details');
    expect(address.tagName).toBe('ADDRESS');
    expect(cssOf(address)).toContain('width:100%;max-width:72rem;margin-inline:auto;padding-inline:1rem;');
  });
});
