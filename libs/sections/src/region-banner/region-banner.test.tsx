import type { Region } from '@agency/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkScopeProvider, ThemeRoot, type LinkScope } from '@agency/ui';
import { followRegionChoice } from '../page-script/region-choice.ts';
import { RegionBanner } from './region-banner.tsx';
import { regionChoiceKey } from '../page-script/region-preference.ts';

const scopes: Record<Region, LinkScope> = {
  in: { basename: '', foreignPrefixes: ['/uk'], foreignOrigin: '' },
  uk: { basename: '/uk', foreignPrefixes: [], foreignOrigin: '' },
};

/** A page of `region` at route path `path` with its banner, as the prerender writes it, then the page script. */
function page(region: Region, path: string) {
  const base = scopes[region].basename;
  const currentPath = `${base}${base && path === '/' ? '' : path}`;
  render(
    <ThemeRoot>
      <LinkScopeProvider scope={scopes[region]}>
        <RegionBanner region={region} currentPath={currentPath} />
      </LinkScopeProvider>
    </ThemeRoot>,
  );
  followRegionChoice();
}

/**
 * What the banner reads from the browser: its preferred languages and its time
 * zone (the real one: Node follows a change of TZ at once, for Date and Intl).
 */
function browserLanguages(languages: string[], timeZone = 'UTC') {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  process.env.TZ = timeZone;
}

const banner = () => screen.queryByRole('complementary', { name: 'Choose your region' });
// A link followed would leave the page: the test stays to see what was remembered.
const stayOnPage = (link: HTMLElement) => link.addEventListener('click', (event) => event.preventDefault());

const machineZone = process.env.TZ;
// The page script listens on the window: each test's page gets a fresh one.
let listeners: [string, EventListenerOrEventListenerObject][] = [];
const addEventListener = window.addEventListener.bind(window);
beforeEach(() => {
  window.localStorage.clear();
  vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
    listeners.push([type, listener]);
    addEventListener(type, listener, options);
  });
});
afterEach(() => {
  for (const [type, listener] of listeners) window.removeEventListener(type, listener);
  listeners = [];
  vi.restoreAllMocks();
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

describe('the region banner', () => {
  it('is in every page, hidden, until the page script finds the browser points elsewhere', () => {
    browserLanguages(['en-IN']);
    page('in', '/services/seo');
    expect(document.querySelector('aside')).toHaveAttribute('hidden');
    expect(banner()).toBeNull();
  });

  it('offers the same page on the UK site to a British browser on the India site', () => {
    browserLanguages(['en-GB']);
    page('in', '/services/Temporary-Contract Staffing');
    expect(banner()).toHaveTextContent('You seem to be in the UK.');
    expect(screen.getByRole('link', { name: 'Go to the UK site' })).toHaveAttribute(
      'href',
      '/uk/services/Temporary-Contract%20Staffing',
    );
  });

  it('offers the India site to an Indian browser on the UK site, and remembers going there', async () => {
    browserLanguages(['en-IN', 'hi']);
    page('uk', '/about/Who-are');
    const link = screen.getByRole('link', { name: 'Go to the India site' });
    expect(link).toHaveAttribute('href', '/about/Who-are');
    stayOnPage(link);
    await userEvent.click(link);
    expect(window.localStorage.getItem(regionChoiceKey)).toBe('in');
  });

  it('goes by the time zone before the language', () => {
    browserLanguages(['en-IN'], 'Europe/London');
    page('in', '/');
    expect(screen.getByRole('link', { name: 'Go to the UK site' })).toHaveAttribute('href', '/uk');
  });

  it('goes away when the visitor stays, and does not ask again', async () => {
    browserLanguages(['en-GB']);
    page('in', '/');
    await userEvent.click(screen.getByRole('button', { name: 'Stay on the India site' }));
    expect(banner()).toBeNull();
    expect(window.localStorage.getItem(regionChoiceKey)).toBe('in');
    document.body.innerHTML = '';
    page('in', '/');
    expect(banner()).toBeNull();
  });

  it('stays hidden after a choice made with the country selector', async () => {
    browserLanguages(['en-GB']);
    document.body.innerHTML = '<a href="/" data-region-choice="in">IN (India)</a>';
    const link = screen.getByRole('link');
    stayOnPage(link);
    page('in', '/');
    await userEvent.click(link);
    document.body.innerHTML = '';
    page('in', '/');
    expect(banner()).toBeNull();
  });

  it('stays hidden when the browser points to the region of the site', () => {
    browserLanguages(['en-GB']);
    page('uk', '/');
    expect(banner()).toBeNull();
  });
});
