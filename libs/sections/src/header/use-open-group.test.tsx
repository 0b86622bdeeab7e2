import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOpenGroup } from './use-open-group.ts';

// The header's HTML as the prerender left it, its group shown by the no-script fallback (CSS: focus within).
const prerendered = `<header id="header"><div data-nav-group="know"><button type="button">Know Us More</button>
  <ul hidden style="display: block"><li><a href="/about/Who-are">Who we are</a></li></ul></div></header>`;

function OpenGroupProbe() {
  const headerRef = useRef(document.getElementById('header'));
  const { openGroup } = useOpenGroup(headerRef);
  return <output>{openGroup ?? 'none'}</output>;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useOpenGroup as the header hydrates', () => {
  it('keeps open the group whose link has focus (a visitor tabbed into it before the script came)', () => {
    document.body.innerHTML = prerendered;
    document.querySelector<HTMLAnchorElement>('a')!.focus();
    render(<OpenGroupProbe />);
    expect(screen.getByRole('status')).toHaveTextContent('know');
  });

  it('opens nothing for focus on a group button alone', () => {
    document.body.innerHTML = prerendered;
    document.querySelector<HTMLButtonElement>('button')!.focus();
    render(<OpenGroupProbe />);
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });
});
