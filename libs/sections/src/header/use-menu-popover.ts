import { useCallback, useEffect, useState, type RefObject } from 'react';
import { mediaQueryUp } from '@agency/ui';
import { focusables, trapTab } from './focus-trap.ts';

/**
 * The mobile menu is a native popover (`popover` on the panel, `popovertarget`
 * on its buttons), so it opens, closes on Escape or a tap on its backdrop,
 * and hands focus back with no script at all. Once the header has hydrated
 * this follows the popover's state and adds what the platform leaves to
 * scripts: Tab kept inside the open menu, focus back on the toggle after a
 * tap outside, and closing when the window grows past the phone layout.
 */
export function useMenuPopover(
  drawerRef: RefObject<HTMLElement | null>,
  toggleRef: RefObject<HTMLButtonElement | null>,
) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const drawer = drawerRef.current;
    if (!drawer) return;
    // It may have opened before the header hydrated.
    setOpen(drawer.matches(':popover-open'));
    const onToggle = (event: Event) => {
      const nowOpen = (event as ToggleEvent).newState === 'open';
      setOpen(nowOpen);
      if (!nowOpen && (!document.activeElement || document.activeElement === document.body))
        toggleRef.current?.focus();
    };
    drawer.addEventListener('toggle', onToggle);
    return () => drawer.removeEventListener('toggle', onToggle);
  }, [drawerRef, toggleRef]);

  const close = useCallback(() => {
    const drawer = drawerRef.current;
    if (drawer?.matches(':popover-open')) drawer.hidePopover();
  }, [drawerRef]);

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
