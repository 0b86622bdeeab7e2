import type { Region } from '@agency/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkScopeProvider, ThemeRoot, type LinkScope } from '@agency/ui';
import { RegionBanner } from './region-banner.tsx';
import { regionChoiceKey, rememberRegionChoice } from './region-preference.ts';

const scopes: Record<Region, LinkScope> = {
  in: { basename: '', foreignPrefixes: ['/uk'], foreignOrigin: '' },
  uk: { basename: '/uk', foreignPrefixes: [], foreignOrigin: '' },
};

/** The banner as a page of `region` at route path `path` renders it. */
function banner(region: Region, path: string) {
  const base = scopes[region].basename;
  const currentPath = `${base}${base && path === '/' ? '' : path}`;
  return (
    <ThemeRoot>
      <LinkScopeProvider scope={scopes[region]}>
        <RegionBanner region={region} currentPath={currentPath} />
      </LinkScopeProvider>
    </ThemeRoot>
  );
}

/**
 * What the banner reads from the browser: its preferred languages and its time
 * zone (the real one: Node follows a change of TZ at once, for Date and Intl).
 */
function browserLanguages(languages: string[], timeZone = 'UTC') {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  process.env.TZ = timeZone;
}

const machineZone = process.env.TZ;
afterEach(() => {
  if (machineZone === undefined) delete process.env.TZ;
  else process.env.TZ = machineZone;
});

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('RegionBanner', () => {
  it('renders nothing on the server, so every visitor gets the same HTML', () => {
    browserLanguages(['en-GB']);
    expect(renderToString(banner('in', '/services/seo'))).toBe('');
  });

  it('offers the same page on the UK site to a British browser on the India site', async () => {
    browserLanguages(['en-GB']);
    render(banner('in', '/services/Temporary-Contract Staffing'));
    const region = await screen.findByRole('complementary', { name: 'Choose your region' });
    expect(region).toHaveTextContent('You seem to be in the UK.');
    expect(screen.getByRole('link', { name: 'Go to the UK site' })).toHaveAttribute(
      'href',
      '/uk/services/Temporary-Contract%20Staffing',
    );
  });

  it('offers the India site to an Indian browser on the UK site, and remembers going there', async () => {
    browserLanguages(['en-IN', 'hi']);
    render(banner('uk', '/about/Who-are'));
    const link = await screen.findByRole('link', { name: 'Go to the India site' });
    expect(link).toHaveAttribute('href', '/about/Who-are');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(window.localStorage.getItem(regionChoiceKey)).toBe('in');
  });

  it('goes by the time zone before the language', async () => {
    browserLanguages(['en-IN'], 'Europe/London');
    render(banner('in', '/'));
    expect(await screen.findByRole('link', { name: 'Go to the UK site' })).toHaveAttribute('href', '/uk');
  });

  it('goes away when the visitor stays, and does not ask again', async () => {
    browserLanguages(['en-GB']);
    const { unmount } = render(banner('in', '/'));
    await userEvent.click(await screen.findByRole('button', { name: 'Stay on the India site' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(regionChoiceKey)).toBe('in');
    unmount();
    render(banner('in', '/'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('stays hidden after a choice made with the country selector', async () => {
    browserLanguages(['en-GB']);
    rememberRegionChoice('in');
    render(banner('in', '/'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('stays hidden when the browser points to the region of the site', async () => {
    browserLanguages(['en-GB']);
    render(banner('uk', '/'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
