import { siteMenuId } from './page-dom.ts';

/**
 * What the header's native parts leave to a script, in plain DOM code. The
 * header works without it (site-header.tsx); this adds:
 * - Escape in the phone menu closes the open group first (focus back on it),
 *   the menu itself on the next press (the dialog's own Escape);
 * - Tab and Shift+Tab wrap inside the open phone menu instead of passing
 *   through the browser's own controls;
 * - keyboard focus leaving an open dropdown of the bar closes it;
 * - the phone menu closes when the window grows to the bar's width (CSS then
 *   hides it, and a hidden modal dialog would leave the page inert).
 */
export function enhanceHeaderKeys(): void {
  const menu = document.getElementById(siteMenuId) as HTMLDialogElement;

  addEventListener(
    'keydown',
    (event) => {
      // A key goes to the focused element (the body when nothing is).
      const active = event.target as Element;
      // The open group of the menu: its groups are the only elements there with `open`.
      const group = active.closest<HTMLDetailsElement>(`#${siteMenuId} [open]`);
      if (event.key === 'Escape' && group) {
        event.preventDefault();
        group.open = false;
        // Its summary, the first child of a details element.
        (group.firstElementChild as HTMLElement).focus();
      }
      if (event.key === 'Tab' && menu.open) {
        // The menu's first control is its Close button and its last the Let's
        // Talk link, at the end of its last part (site-header.tsx), always shown.
        const first = menu.firstElementChild as HTMLElement;
        const last = menu.lastElementChild!.lastElementChild as HTMLElement;
        if (active === (event.shiftKey ? first : last)) {
          event.preventDefault();
          (event.shiftKey ? last : first).focus();
        }
      }
    },
    true,
  );

  // The bar's dropdown panels are the page's only popovers; each shares a parent with its button.
  addEventListener('focusin', (event) => {
    for (const panel of document.querySelectorAll<HTMLElement>(':popover-open'))
      if (!panel.parentElement!.contains(event.target as Node)) panel.hidePopover();
  });

  addEventListener('resize', () => menu.checkVisibility() || menu.close());
}
