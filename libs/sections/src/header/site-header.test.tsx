import type { Region } from '@agency/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { headerNavigation, regionConfigs, type NavGroup } from '@agency/content';
import { barPanelId, menuAccordionName } from './header-disclosure.tsx';
import { renderShell } from './render-shell.tsx';
import { SiteHeader } from './site-header.tsx';
import { siteMenuId } from '../page-script/page-dom.ts';

// The header is HTML: what it does (one group at a time, Escape, the modal
// menu) is the browser's own, tested in Chromium by the shell suites
// (libs/e2e-support/src/suites/shell) with scripts on and off. Here: what the
// HTML says, from the navigation it is given (libs/content's navigation.ts,
// itself checked against docs/requirements.md §2).

function renderHeader(id: Region, currentPath: string = headerNavigation(id).home) {
  return renderShell(
    id,
    <SiteHeader
      region={regionConfigs[id]}
      navigation={headerNavigation(id)}
      currentPath={currentPath}
      scrolledStyle={id === 'uk'}
    />,
  );
}

const menu = () => document.getElementById(siteMenuId) as HTMLDialogElement;
/** The bar's navigation: the one outside the phone menu. */
const bar = () =>
  screen.getAllByRole('navigation', { name: 'Main', hidden: true }).find((nav) => !menu().contains(nav))!;
const groups = (id: Region) =>
  headerNavigation(id).items.filter((item): item is { kind: 'group' } & NavGroup => item.kind === 'group');
// Links carry their paths URL-encoded (a space as %20).
const hrefs = (element: Element) =>
  [...element.querySelectorAll('a')].map((a) => decodeURI(a.getAttribute('href')!));

describe.each(['in', 'uk'] as const)('SiteHeader (%s)', (id) => {
  const navigation = headerNavigation(id);

  it('links every item of its navigation, in order, in the bar and in the phone menu alike', () => {
    renderHeader(id);
    const expected = navigation.items.flatMap((item) =>
      item.kind === 'group' ? item.links.map((link) => link.to) : [item.to],
    );
    for (const nav of [bar(), within(menu()).getByRole('navigation', { hidden: true })])
      expect(hrefs(nav)).toEqual(expected);
  });

  it('in the bar, each group is a button for a native popover of its links', () => {
    renderHeader(id);
    for (const group of groups(id)) {
      const button = within(bar()).getByRole('button', { name: group.label, hidden: true });
      const panel = document.getElementById(barPanelId(group.id))!;
      expect(button).toHaveAttribute('popovertarget', panel.id);
      expect(button).toHaveAttribute('aria-controls', panel.id);
      expect(panel).toHaveAttribute('popover', 'auto');
      expect(hrefs(panel)).toEqual(group.links.map((link) => link.to));
    }
  });

  it('in the phone menu, a modal dialog opened and closed by its buttons, each group a disclosure of one accordion', () => {
    renderHeader(id);
    const dialog = menu();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('aria-label', 'Menu');
    // A tap on the overlay (the dialog's backdrop) closes it.
    expect(dialog).toHaveAttribute('closedby', 'any');
    const toggle = screen.getByText('Menu').closest('button')!;
    expect(toggle).toHaveAttribute('commandfor', siteMenuId);
    expect(toggle).toHaveAttribute('command', 'show-modal');
    const close = screen.getByText('Close menu').closest('button')!;
    expect(dialog.firstElementChild).toBe(close);
    expect(close).toHaveAttribute('command', 'close');
    const details = [...dialog.querySelectorAll('details')];
    expect(details.map((d) => d.querySelector('summary')!.textContent)).toEqual([
      ...groups(id).map((group) => group.label),
      `Country: ${navigation.country}`,
    ]);
    for (const disclosure of details) expect(disclosure).toHaveAttribute('name', menuAccordionName);
    // The page script's Tab wrap counts on the Let's Talk link closing the menu.
    expect(dialog.lastElementChild!.lastElementChild).toHaveTextContent(navigation.cta.label);
  });

  it(`has a country selector showing ${navigation.country}, each country's link marked as a region choice`, () => {
    renderHeader(id);
    const selector = document.querySelector(`[popovertarget="${barPanelId('country')}"]`)!;
    expect(selector).toHaveAccessibleName(`Country: ${navigation.country}`);
    const panel = document.getElementById(selector.getAttribute('aria-controls')!)!;
    const links = within(panel).getAllByRole('link', { hidden: true });
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.dataset.regionChoice])).toEqual(
      navigation.countries.map((c) => [`${c.value} (${c.name})`, c.to, c.value.toLowerCase()]),
    );
    expect(within(panel).getByRole('link', { current: true, hidden: true })).toHaveTextContent(
      navigation.country,
    );
  });

  it('marks the link of the page it is on as the current page', () => {
    const careers = navigation.items.find((item) => item.label === 'Careers')!;
    if (careers.kind !== 'link') throw new Error('Careers is a link of the navigation');
    renderHeader(id, careers.to);
    expect(within(bar()).getByRole('link', { name: 'Careers', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(bar()).getByRole('link', { name: 'Blog', hidden: true })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it("shows the region's email, phone (mailto:/tel:) and the Noida address", () => {
    renderHeader(id);
    const region = regionConfigs[id];
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: `Email: ${region.email}` })).toHaveAttribute(
      'href',
      `mailto:${region.email}`,
    );
    expect(banner.getByRole('link', { name: `Phone: ${region.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${region.phone.tel}`,
    );
    expect(banner.getByText(region.headerAddress)).toBeVisible();
  });

  it(`${id === 'uk' ? 'takes' : 'has no'} the scrolled style (docs/requirements.md §2)`, () => {
    renderHeader(id);
    if (id === 'uk') expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled-style');
    else expect(screen.getByRole('banner')).not.toHaveAttribute('data-scrolled-style');
  });
});
