import { headerNavigation, type NavGroup } from '@agency/content';
import type { Region } from '@agency/contract';
import { expect, type Locator } from '@playwright/test';

/** The two regional shells under test. */
export const shellRegions = {
  in: {
    id: 'in',
    home: '/',
    country: 'IN',
    prefix: '',
    other: { name: 'UK (United Kingdom)', url: /\/uk\/?$/ },
  },
  uk: { id: 'uk', home: '/uk/', country: 'UK', prefix: '/uk', other: { name: 'IN (India)', url: /:\d+\/$/ } },
} as const;

/** One regional shell: each region's e2e project runs the shared suites with its own. */
export type ShellRegion = (typeof shellRegions)[keyof typeof shellRegions];

export const widths = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** With scripts and without: the header works the same (docs/design-system.md). */
export const scriptModes = [
  { name: 'with scripts', javaScriptEnabled: true },
  { name: 'without scripts', javaScriptEnabled: false },
] as const;

/**
 * The header's groups and the paths each links to, from the navigation the
 * header is drawn from (libs/content's navigation.ts, which its own test holds
 * to docs/requirements.md §2): what is checked here is that the page carries
 * it, not the list again.
 */
export function headerGroups(region: Region): { label: string; paths: string[] }[] {
  return headerNavigation(region)
    .items.filter((item): item is { kind: 'group' } & NavGroup => item.kind === 'group')
    .map((group) => ({ label: group.label, paths: group.links.map((link) => encodeURI(link.to)) }));
}

/** The plain header links by their text, from the same navigation. */
export function plainLinkHrefs(region: Region): Record<string, string> {
  return Object.fromEntries(
    headerNavigation(region).items.flatMap((item) =>
      item.kind === 'link' ? [[item.label, encodeURI(item.to)]] : [],
    ),
  );
}

/**
 * A group's control in `scope`, by its name: in the bar a button (for a
 * popover), in the phone menu a disclosure's summary; the one shown at the
 * page's width. The tests press it alike; what they read of its state is
 * `expectOpen`.
 */
export function groupControl(scope: Locator, name: string | RegExp): Locator {
  const exact = typeof name === 'string' ? new RegExp(`^${name}$`) : name;
  return scope
    .getByRole('button', { name: exact })
    .or(scope.locator('summary').filter({ hasText: exact }))
    .filter({ visible: true });
}

/** The panel a group's control opens: its popover, or the rest of its disclosure. */
export function groupPanel(control: Locator): Locator {
  return control.locator('xpath=(following-sibling::*[@popover] | following-sibling::ul)[1]');
}

/**
 * Whether a group is open, as a screen reader learns it: a popover shown
 * (Chromium reports its button expanded) or a disclosure open.
 */
export async function expectOpen(control: Locator, open: boolean): Promise<void> {
  await expect
    .poll(() =>
      control.evaluate((element) => {
        const target = element.getAttribute('popovertarget');
        if (target) return document.getElementById(target)!.matches(':popover-open');
        return (element.parentElement as HTMLDetailsElement).open;
      }),
    )
    .toBe(open);
}
