import type { Region } from '@agency/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { headerNavigation, indiaRegion, ukRegion } from '@agency/content';
import { renderShell } from './render-shell.tsx';
import { regionChoiceKey } from '../region-banner/region-preference.ts';
import { SiteHeader } from './site-header.tsx';

const regions = {
  in: { region: indiaRegion, prefix: '', blog: '/blogs', contact: '/ContactUs', home: '/', country: 'IN' },
  uk: { region: ukRegion, prefix: '/uk', blog: '/blogs', contact: '/ContactUs', home: '/uk', country: 'UK' },
} as const;

function renderHeader(id: Region, currentPath: string = regions[id].home) {
  const { region } = regions[id];
  return renderShell(
    id,
    <>
      <SiteHeader
        region={region}
        navigation={headerNavigation(id)}
        currentPath={currentPath}
        scrolledStyle={id === 'uk'}
      />
      <p>Page body</p>
    </>,
  );
}

const main = () => screen.getByRole('navigation', { name: 'Main' });
const groupButton = (name: string) => within(main()).getByRole('button', { name });

// jsdom has no popover API and matches media queries against a fixed 1024 px
// window, where CSS hides the menu toggle: the mobile menu is tested in
// Chromium (libs/e2e-support/src/suites/shell/mobile-menu-tests.ts).
const toggleButton = () => screen.getByText('Menu').closest('button')!;

afterEach(() => window.localStorage.clear());

describe.each(['in', 'uk'] as const)('SiteHeader (%s)', (id) => {
  const r = regions[id];

  it('links Home, Careers, Blog and Contact where docs/requirements.md §2 says', () => {
    renderHeader(id);
    // From the tablet width up there is no menu toggle: the navigation is on the page.
    expect(toggleButton()).not.toBeVisible();
    const nav = within(main());
    expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', r.home);
    expect(nav.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', `${r.prefix}/Careers`);
    expect(nav.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', r.blog);
    expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', r.contact);
    expect(screen.getByRole('link', { name: "Let's Talk" })).toHaveAttribute('href', '/ContactUs');
  });

  it('opens each group to its pages: ten IT services, four recruitment services, two about pages', async () => {
    const user = userEvent.setup();
    renderHeader(id);
    const expected = {
      'IT Services': [
        '/services/website-development',
        '/services/website-design',
        '/services/android-app',
        '/services/hosting',
        '/services/ecommerce',
        '/services/crm',
        '/services/seo',
        '/services/social-media',
        '/services/lead-gen',
        '/services/ppc',
      ],
      'Recruitment Services': [
        '/services/Permanent-Staffing',
        '/services/Temporary-Contract%20Staffing',
        '/services/Specialized-Niche-Hiring',
        '/services/HR-Services',
      ],
      'Know Us More': ['/about/Who-are', '/about/Why-choose'],
    };
    for (const [group, paths] of Object.entries(expected)) {
      const button = groupButton(group);
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
      expect(panel).toBeVisible();
      const hrefs = within(panel)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
      expect(hrefs).toEqual(paths.map((p) => `${r.prefix}${p}`));
    }
    expect(within(main()).getByRole('link', { name: 'Who we are' })).toBeVisible();
    expect(within(main()).getByRole('link', { name: 'Why choose us' })).toBeVisible();
  });

  it('opens one group at a time; clicking the open group again closes it', async () => {
    const user = userEvent.setup();
    renderHeader(id);
    const it = groupButton('IT Services');
    const recruitment = groupButton('Recruitment Services');
    await user.click(it);
    expect(it).toHaveAttribute('aria-expanded', 'true');
    await user.click(recruitment);
    expect(recruitment).toHaveAttribute('aria-expanded', 'true');
    expect(it).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(it.getAttribute('aria-controls')!)).not.toBeVisible();
    await user.click(recruitment);
    expect(recruitment).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Permanent Staffing' })).toBeNull();
  });

  it('closes a group on Escape (focus back on its button) and on a click outside', async () => {
    const user = userEvent.setup();
    renderHeader(id);
    const button = groupButton('Know Us More');
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.click(button);
    await user.click(screen.getByText('Page body'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('works by keyboard alone: Enter opens, Tab walks the links, leaving the group closes it', async () => {
    const user = userEvent.setup();
    renderHeader(id);
    const button = groupButton('Know Us More');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Who we are' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Why choose us' })).toHaveFocus();
    await user.tab();
    expect(within(main()).getByRole('link', { name: 'Careers' })).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Space works as well as Enter on a group button.
    groupButton('IT Services').focus();
    await user.keyboard(' ');
    expect(groupButton('IT Services')).toHaveAttribute('aria-expanded', 'true');
  });

  it(`has a country selector showing ${r.country} with IN -> / and UK -> /uk`, async () => {
    const user = userEvent.setup();
    renderHeader(id);
    const selector = screen.getByRole('button', { name: `Country: ${r.country}` });
    await user.click(selector);
    expect(selector).toHaveAttribute('aria-expanded', 'true');
    const india = screen.getByRole('link', { name: 'IN (India)' });
    const uk = screen.getByRole('link', { name: 'UK (United Kingdom)' });
    expect(india).toHaveAttribute('href', '/');
    expect(uk).toHaveAttribute('href', '/uk');
    expect(r.country === 'IN' ? india : uk).toHaveAttribute('aria-current', 'true');
    // The selector is one of the header's dropdowns: opening a group closes it.
    await user.click(groupButton('IT Services'));
    expect(selector).toHaveAttribute('aria-expanded', 'false');
  });

  it('remembers the country the visitor chose, so the region banner does not ask again', async () => {
    const user = userEvent.setup();
    renderHeader(id);
    await user.click(screen.getByRole('button', { name: `Country: ${r.country}` }));
    // Following the other region's link leaves the page; the choice is remembered first.
    const other = r.country === 'IN' ? 'UK (United Kingdom)' : 'IN (India)';
    screen.getByRole('link', { name: other }).addEventListener('click', (e) => e.preventDefault());
    await user.click(screen.getByRole('link', { name: other }));
    expect(window.localStorage.getItem(regionChoiceKey)).toBe(r.country === 'IN' ? 'uk' : 'in');
  });

  it('marks the link of the page it is on as the current page', () => {
    renderHeader(id, `${r.prefix}/Careers`);
    expect(within(main()).getByRole('link', { name: 'Careers' })).toHaveAttribute('aria-current', 'page');
    expect(within(main()).getByRole('link', { name: 'Blog' })).not.toHaveAttribute('aria-current');
  });

  it('shows the region email, phone (mailto:/tel:) and the Noida address', () => {
    renderHeader(id);
    const banner = within(screen.getByRole('banner'));
    expect(banner.getByRole('link', { name: `Email: ${r.region.email}` })).toHaveAttribute(
      'href',
      `mailto:${r.region.email}`,
    );
    expect(banner.getByRole('link', { name: `Phone: ${r.region.phone.display}` })).toHaveAttribute(
      'href',
      `tel:${r.region.phone.tel}`,
    );
    expect(banner.getByText(r.region.headerAddress)).toBeVisible();
    expect(r.region.headerAddress).toContain('Noida');
  });
});

describe('scrolled style', () => {
  const scrollTo = (y: number) =>
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      fireEvent.scroll(window);
    });

  afterEach(() => scrollTo(0));

  // In a browser without scroll timelines (jsdom): the hydrated header's own scroll listener.
  it('UK: the header takes its scrolled style above offset 0 and drops it back at 0', () => {
    renderHeader('uk');
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    scrollTo(1);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    scrollTo(0);
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('India: the header has no scrolled style', () => {
    renderHeader('in');
    scrollTo(200);
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-scrolled');
  });
});
