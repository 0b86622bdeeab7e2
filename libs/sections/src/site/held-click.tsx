import { useEffect } from 'react';

declare global {
  interface Window {
    /**
     * The last script-only button (`type="button"`) pressed before React took
     * over the page, kept by the page loader (tools/prerender/deferred-scripts.ts);
     * null once React handles clicks itself, which tells the loader to stop keeping them.
     */
    heldClick?: Element | null;
  }
}

/**
 * Takes the button the visitor pressed before hydration and stops the loader
 * keeping more: from the moment `hydrateRoot` is called, React listens at the
 * root and hydrates whatever a click lands on first.
 */
export function takeHeldClick(): Element | undefined {
  const held = window.heldClick ?? undefined;
  window.heldClick = null;
  return held;
}

/**
 * Presses the held button again once the page has hydrated, so a visitor who
 * opened a menu while the script was still on its way sees it open instead of
 * a button that ignored them. Rendered after the site, so the site's own
 * effects (the header's listeners) are in place first.
 */
export function PressHeldClick({ button }: { button: Element | undefined }) {
  // Only hydration can hold a click, and only production pages hydrate (the
  // dev server renders into an empty root), so StrictMode's second run of
  // effects never meets a held button.
  useEffect(() => {
    if (button instanceof HTMLElement && button.isConnected) button.click();
  }, [button]);
  return null;
}
