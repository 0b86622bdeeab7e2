import { css } from '@emotion/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './button.tsx';
import { cssOf, renderWithTheme } from './render-with-theme.tsx';

describe('Button', () => {
  it('is a pill-shaped brand button that passes on its attributes, handlers and ref', async () => {
    const onClick = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    renderWithTheme(
      <Button type="submit" aria-describedby="hint" onClick={onClick} ref={ref}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-describedby', 'hint');
    expect(ref.current).toBe(button);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
    const styles = cssOf(button);
    expect(styles).toContain('border-radius:999px;background:#0b5cad;color:#ffffff');
    expect(styles).toMatch(/:hover\{background:#08457f;\}/);
    expect(styles).toMatch(/:disabled\{cursor:progress;opacity:0\.75;\}/);
  });

  it("applies a caller's css prop after its own styles, so the caller's declarations win", () => {
    renderWithTheme(
      <Button
        css={css`
          background: transparent;
          &:hover {
            background: rgba(255, 255, 255, 0.12);
          }
        `}
      >
        Stay
      </Button>,
    );
    const styles = cssOf(screen.getByRole('button', { name: 'Stay' }));
    expect(styles).toMatch(/background:#0b5cad;.*background:transparent;/);
    expect(styles).toMatch(
      /:hover\{background:#08457f;\}.*:hover\{background:rgba\(255, 255, 255, 0\.12\);\}/s,
    );
  });
});

describe('ButtonLink', () => {
  it('is a link to its path that looks like Button', () => {
    renderWithTheme(<ButtonLink to="/ContactUs">Contact us</ButtonLink>);
    const link = screen.getByRole('link', { name: 'Contact us' });
    expect(link).toHaveAttribute('href', '/ContactUs');
    expect(cssOf(link)).toContain('border-radius:999px;background:#0b5cad;color:#ffffff');
  });
});
