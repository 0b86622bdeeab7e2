import { ThemeProvider } from '@emotion/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { theme } from '@agency/ui';

/** Renders a form with the site's theme and returns a user to drive it. */
export function renderForm(form: ReactElement) {
  const user = userEvent.setup();
  render(<ThemeProvider theme={theme}>{form}</ThemeProvider>);
  return user;
}
