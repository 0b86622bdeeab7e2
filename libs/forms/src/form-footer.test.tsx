import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@agency/ui';
import { FormFooter } from './form-footer.tsx';

function renderFooter(pending: boolean) {
  return render(
    <ThemeProvider theme={theme}>
      <form aria-label="Probe">
        <FormFooter label="Request a Callback" pendingLabel="Sending…" pending={pending} />
      </form>
    </ThemeProvider>,
  );
}

describe('FormFooter', () => {
  it('offers the submit button by its label and hides the honeypot from people and assistive technology', () => {
    const { container } = renderFooter(false);
    expect(screen.getByRole('button', { name: 'Request a Callback' })).toBeEnabled();
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(container.querySelectorAll('input')).toHaveLength(1);
  });

  it('shows the pending label on a disabled button while sending', () => {
    renderFooter(true);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  });
});
