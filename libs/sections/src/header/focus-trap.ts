function rendered(el: HTMLElement): boolean {
  if (el.closest('[hidden]')) return false;
  return typeof el.checkVisibility === 'function'
    ? el.checkVisibility()
    : getComputedStyle(el).display !== 'none';
}

/** What Tab can reach inside a container: rendered links and enabled buttons. */
export function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')).filter(
    rendered,
  );
}

/** Keeps Tab and Shift+Tab cycling inside an open modal panel. */
export function trapTab(event: KeyboardEvent, container: HTMLElement | null) {
  if (!container) return;
  const items = focusables(container);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
