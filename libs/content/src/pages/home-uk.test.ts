import { describe, expect, it } from 'vitest';
import { homeUkAbout, homeUkContact, homeUkServices, homeUkWhyChoose } from './home-uk.ts';

describe('UK home page content', () => {
  it('sends Learn More to the UK Who-are page', () => {
    expect(homeUkAbout.cta).toMatchObject({ label: 'Learn More', href: '/uk/about/Who-are' });
  });

  it('has a why-choose section', () => {
    expect(homeUkWhyChoose.items.length).toBeGreaterThanOrEqual(3);
  });

  it('has six service cards linking to the service paths without /uk, as the requirements say', () => {
    const hrefs = homeUkServices.items.map((c) => ('link' in c ? c.link : undefined));
    expect(hrefs.map((l) => l?.href)).toEqual([
      '/services/website-development',
      '/services/website-design',
      '/services/seo',
      '/services/ppc',
      '/services/lead-gen',
      '/services/social-media',
    ]);
    for (const link of hrefs) expect(link?.exact).toBe(true);
  });

  it('has a general and a support email and four social profiles of four kinds', () => {
    expect(homeUkContact.emails.map((e) => e.label)).toEqual(['General enquiries', 'Client support']);
    expect(homeUkContact.socials.map((s) => s.kind)).toEqual([
      'A social network',
      'A business listing',
      'A photo network',
      'A professional network',
    ]);
  });
});
