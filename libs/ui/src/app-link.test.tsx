import { render, screen } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { describe, expect, it } from 'vitest';
import { AppLink } from './app-link.tsx';
import { LinkScopeProvider, resolveLink, type LinkScope } from './link-scope.tsx';

const india: LinkScope = { basename: '', foreignPrefixes: ['/uk'], foreignOrigin: '' };
const uk: LinkScope = { basename: '/uk', foreignPrefixes: [], foreignOrigin: 'https://in.example.com' };

describe('resolveLink', () => {
  it('keeps India paths in the India app and sends /uk paths out', () => {
    expect(resolveLink(india, '/services/seo')).toEqual({ inApp: true, to: '/services/seo' });
    expect(resolveLink(india, '/uk/about/Who-are')).toEqual({ inApp: false, href: '/uk/about/Who-are' });
    expect(resolveLink(india, '/ukraine')).toEqual({ inApp: true, to: '/ukraine' });
  });

  it('routes /uk paths inside the UK app and crosses to the India origin otherwise', () => {
    expect(resolveLink(uk, '/uk')).toEqual({ inApp: true, to: '/' });
    expect(resolveLink(uk, '/uk/Careers')).toEqual({ inApp: true, to: '/Careers' });
    expect(resolveLink(uk, '/ContactUs')).toEqual({ inApp: false, href: 'https://in.example.com/ContactUs' });
    expect(resolveLink(uk, '/services/Temporary-Contract Staffing')).toEqual({
      inApp: false,
      href: 'https://in.example.com/services/Temporary-Contract%20Staffing',
    });
  });
});

describe('AppLink', () => {
  it('renders router links with the basename and plain links across regions', () => {
    render(
      <Router base="/uk" hook={memoryLocation({ path: '/uk' }).hook}>
        <LinkScopeProvider scope={{ ...uk, foreignOrigin: '' }}>
          <AppLink to="/uk/about/Who-are">Who we are</AppLink>
          <AppLink to="/blogs">Blog</AppLink>
        </LinkScopeProvider>
      </Router>,
    );
    expect(screen.getByRole('link', { name: 'Who we are' })).toHaveAttribute('href', '/uk/about/Who-are');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blogs');
  });
});

describe('AppLink to a file', () => {
  it('keeps the href of the app path and leaves the click to the browser', () => {
    render(
      <Router base="/uk" hook={memoryLocation({ path: '/uk' }).hook}>
        <LinkScopeProvider scope={{ ...uk, foreignOrigin: '' }}>
          <AppLink to="/uk/sitemap.xml" reloadDocument>
            Sitemap
          </AppLink>
        </LinkScopeProvider>
      </Router>,
    );
    const link = screen.getByRole('link', { name: 'Sitemap' });
    expect(link).toHaveAttribute('href', '/uk/sitemap.xml');
    // A document link is not intercepted: the browser's default action goes through.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });
});
