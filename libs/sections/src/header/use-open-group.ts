import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Which of the header's dropdown groups is open (one at a time; pressing the
 * open group again closes it). Escape closes it and puts focus back on its
 * button; a press outside any group, or keyboard focus leaving it, closes it.
 */
export function useOpenGroup(headerRef: RefObject<HTMLElement | null>) {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const pressing = useRef(false);

  // The header may hydrate while a visitor is inside a group that its
  // no-script fallback showed (focus within opens it): that group stays open,
  // or hydration would hide the link they are on and drop their focus. Focus
  // on a group's button alone opens nothing: a press held for it is replayed.
  useLayoutEffect(() => {
    const focused = document.activeElement;
    const group = focused?.closest<HTMLElement>('[data-nav-group]');
    if (!group || !headerRef.current?.contains(group) || group.querySelector('button') === focused) return;
    setOpenGroup(group.dataset.navGroup ?? null);
  }, [headerRef]);

  useEffect(() => {
    if (!openGroup) return;
    pressing.current = false;
    const groupElement = () =>
      headerRef.current?.querySelector<HTMLElement>(`[data-nav-group="${openGroup}"]`) ?? null;
    const inAnyGroup = (target: EventTarget | null) =>
      target instanceof Element && target.closest('[data-nav-group]') !== null;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Only the group closes: the mobile menu around it (a popover) stays open.
      event.preventDefault();
      setOpenGroup(null);
      groupElement()?.querySelector('button')?.focus();
    };
    // A press on another group's button is that button's business (its click
    // swaps the open group); closing first would move it from under the
    // pointer in the mobile menu, where open groups push the others down.
    const onPointerDown = (event: PointerEvent) => {
      pressing.current = true;
      if (!inAnyGroup(event.target)) setOpenGroup(null);
    };
    const onPointerUp = () => {
      pressing.current = false;
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!pressing.current && !groupElement()?.contains(event.target as Node)) setOpenGroup(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('pointerup', onPointerUp);
    document.addEventListener('pointercancel', onPointerUp);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('pointerup', onPointerUp);
      document.removeEventListener('pointercancel', onPointerUp);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [openGroup, headerRef]);

  const toggleGroup = (id: string) => setOpenGroup((open) => (open === id ? null : id));
  return { openGroup, toggleGroup, closeGroups: () => setOpenGroup(null) };
}
