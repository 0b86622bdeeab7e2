import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companies, footerNavigation, indiaRegion, socialProfiles, ukRegion } from '@agency/content';
import { renderShell } from '../header/render-shell.tsx';
import { SiteFooter } from './site-footer.tsx';

describe('SiteFooter', () => {
  it('UK: Home, About, Services and Contact Us where docs/requirements.md §2 says, and the UK company line', () => {
    renderShell(
      'uk',
      <SiteFooter
        region={ukRegion}
        navigation={footerNavigation('uk')}
        social={socialProfiles}
        company={companies.uk}
      />,
    );
    const links = within(screen.getByRole('navigation', { name: 'Quick links' }));
    expect(links.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/uk');
    expect(links.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/uk/about/Who-are');
    expect(links.getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/uk/services/website-development',
    );
    expect(links.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/ContactUs');
    expect(screen.getByText('© 2025 Brightpath Digital UK Ltd. All rights reserved.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/uk/sitemap.xml');
    expect(screen.getByRole('link', { name: 'Policies' })).toHaveAttribute('href', '/uk/privacy');
  });

  it('opens LinkedIn, Instagram and Facebook in a new tab, safely, with names that say so', () => {
    renderShell(
      'uk',
      <SiteFooter
        region={ukRegion}
        navigation={footerNavigation('uk')}
        social={socialProfiles}
        company={companies.uk}
      />,
    );
    const social = within(screen.getByRole('list', { name: 'Follow us' }));
    for (const name of ['LinkedIn', 'Instagram', 'Facebook']) {
      const link = social.getByRole('link', { name: `${name} (opens in a new tab)` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
      expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.(linkedin|instagram|facebook)\.com\//);
    }
  });

  it('India: its own tree, company line, and Sitemap and Policies that lead somewhere real', () => {
    renderShell(
      'in',
      <SiteFooter
        region={indiaRegion}
        navigation={footerNavigation('in')}
        social={socialProfiles}
        company={companies.in}
      />,
    );
    const links = within(screen.getByRole('navigation', { name: 'Quick links' }));
    expect(links.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(links.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about/Who-are');
    expect(screen.getByText('© 2025 Brightpath Digital Private Limited. All rights reserved.')).toBeVisible();
    const legal = within(screen.getByRole('list', { name: 'Legal' }));
    expect(legal.getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap.xml');
    expect(legal.getByRole('link', { name: 'Policies' })).toHaveAttribute('href', '/privacy');
    for (const link of screen.getAllByRole('link')) expect(link).not.toHaveAttribute('href', '#');
    expect(screen.getByRole('link', { name: `Email: ${indiaRegion.email}` })).toHaveAttribute(
      'href',
      `mailto:${indiaRegion.email}`,
    );
  });
});
