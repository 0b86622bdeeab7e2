import { describe, expect, it } from 'vitest';
import { routeTable } from '../routes.ts';
import { homeInContact, homeInFeatures, homeInHero, homeInServices, homeInTeam } from './home-in.ts';
import { clientLogos, trustedByHeading } from './shared/clients.ts';
import { teamMembers } from './shared/team.ts';

describe('India landing page content', () => {
  it('opens with a hero whose button talks to an expert on /ContactUs', () => {
    expect(homeInHero.cta).toEqual({ label: 'Talk to an Expert', href: '/ContactUs' });
  });

  it("shows 18 distinct client logos under 'Trusted By Leading Brands and Companies'", () => {
    expect(trustedByHeading).toBe('Trusted By Leading Brands and Companies');
    expect(clientLogos).toHaveLength(18);
    expect(new Set(clientLogos.map((l) => l.name)).size).toBe(18);
    for (const logo of clientLogos) expect(logo.image.alt).toBe(logo.name);
  });

  it("has 'Essential Features' with 6 cards and 'Get Started Free' to /ContactUs", () => {
    expect(homeInFeatures.heading).toBe('Essential Features');
    expect(homeInFeatures.items).toHaveLength(6);
    expect(homeInFeatures.cta).toEqual({ label: 'Get Started Free', href: '/ContactUs' });
  });

  it("has 'Our Team Member' with 6 people, each with photo, name and role", () => {
    expect(homeInTeam.heading).toBe('Our Team Member');
    expect(teamMembers).toHaveLength(6);
    for (const member of teamMembers) {
      expect(member.name).not.toBe('');
      expect(member.title).not.toBe('');
      expect(member.image.alt).toContain(member.name);
    }
  });

  it("has 'Our Marketing Services' with 10 cards to the IT service paths, Web Development first and highlighted", () => {
    expect(homeInServices.heading).toBe('Our Marketing Services');
    const cards = homeInServices.items;
    expect(cards).toHaveLength(10);
    expect(cards[0]).toMatchObject({ title: 'Web Development', highlighted: true });
    expect(cards.filter((c) => 'highlighted' in c && c.highlighted)).toHaveLength(1);
    const hrefs = cards.map((c) => ('link' in c ? c.link?.href : undefined));
    expect(hrefs).toEqual([
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
    ]);
    const paths = routeTable.map((r) => r.path as string);
    for (const href of hrefs) expect(paths).toContain(href);
  });

  it("has 'LET'S CONNECT' with the requirements' hours and phones open 24/7", () => {
    expect(homeInContact.heading).toBe("LET'S CONNECT");
    expect(homeInContact.hours).toBe('Mon-Fri 10:00AM-7PM');
    expect(homeInContact.phonesNote).toBe('Phones open 24/7');
  });
});
