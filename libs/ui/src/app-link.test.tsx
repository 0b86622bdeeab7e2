import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLink } from './app-link.tsx';
import { LinkScopeProvider, resolveLink, type LinkScope } from './link-scope.tsx';

const india: LinkScope = { basename: '', foreignPrefixes: ['/uk'], foreignOrigin: '' };
const uk: LinkScope = { basename: '/uk', foreignPrefixes: [], foreignOrigin: 'https://in.example.com' };

describe('resolveLink', () => {
  it('keeps India paths on the India site and sends /uk paths to the UK origin', () => {
    expect(resolveLink(india, '/services/seo')).toBe('/services/seo');
    expect(resolveLink({ ...india, foreignOrigin: 'https://uk.example.com' }, '/uk/about/Who-are')).toBe(
      'https://uk.example.com/uk/about/Who-are',
    );
    expect(resolveLink(india, '/ukraine')).toBe('/ukraine');
  });

  it('keeps /uk paths on the UK site and crosses to the India origin otherwise, URL-encoded', () => {
    expect(resolveLink(uk, '/uk')).toBe('/uk');
    expect(resolveLink(uk, '/uk/Careers')).toBe('/uk/Careers');
    expect(resolveLink(uk, '/ContactUs')).toBe('https://in.example.com/ContactUs');
    expect(resolveLink(uk, '/services/Temporary-Contract Staffing')).toBe(
      'https://in.example.com/services/Temporary-Contract%20Staffing',
    );
  });
});

describe('AppLink', () => {
  it('renders plain links: paths of this site, and the other region on its origin', () => {
    render(
      <LinkScopeProvider scope={uk}>
        <AppLink to="/uk/about/Who-are">Who we are</AppLink>
        <AppLink to="/blogs">Blog</AppLink>
      </LinkScopeProvider>,
    );
    expect(screen.getByRole('link', { name: 'Who we are' })).toHaveAttribute('href', '/uk/about/Who-are');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'href',
      'https://in.example.com/blogs',
    );
  });
});
