import { useCallback, useEffect, useState, type RefObject } from 'react';
import { mediaQueryUp } from '@agency/ui';
import { focusables, trapTab } from './focus-trap.ts';

/**
 * The mobile menu is a native popover (`popover` on a screen-covering overlay
 * that holds the panel, `popovertarget` on its buttons), so it opens, closes
 * on Escape or its close button, and hands focus back with no script at all.
 * Once the header has hydrated this follows the popover's state and adds what
 * the platform leaves to scripts: Tab kept inside the open panel, a tap on the
 * overlay closing it (focus back on the toggle), and closing when the window
 * grows past the phone layout.
 *
 * The overlay is the popover's own box, not its `::backdrop`: a backdrop lets
 * taps through to the page, so a tap meant to close the menu could follow a
 * link underneath.
 */
export function useMenuPopover(
  overlayRef: RefObject<HTMLElement | null>,
  drawerRef: RefObject<HTMLElement | null>,
  toggleRef: RefObject<HTMLButtonElement | null>,
) {
  const [open, setOpen] = useState(false);

  const close = useCallback(() => {
    const overlay = overlayRef.current;
    if (overlay?.matches(':popover-open')) overlay.hidePopover();
  }, [overlayRef]);

  useEffect(() => {
    const overlay = overlayRef.current;
    if (!overlay) return;
    // It may have opened before the header hydrated.
    setOpen(overlay.matches(':popover-open'));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    const onOverlayClick = (event: MouseEvent) => {
      if (event.target !== overlay) return;
      close();
      toggleRef.current?.focus();
    };
    overlay.addEventListener('toggle', onToggle);
    overlay.addEventListener('click', onOverlayClick);
    return () => {
      overlay.removeEventListener('toggle', onToggle);
      overlay.removeEventListener('click', onOverlayClick);
    };
  }, [overlayRef, toggleRef, close]);

  useEffect(() => {
    if (!open) return;
    const drawer = drawerRef.current;
    // The platform focuses the panel's autofocus control as it opens; a menu
    // opened before hydration may not have it yet.
    if (drawer && !drawer.contains(document.activeElement)) focusables(drawer)[0]?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') trapTab(event, drawerRef.current);
    };
    const wide = window.matchMedia(mediaQueryUp('tablet'));
    const onWide = () => {
      if (wide.matches) close();
    };
    document.addEventListener('keydown', onKeyDown);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wide.removeEventListener('change', onWide);
    };
  }, [open, close, drawerRef]);

  return { open, close };
}
