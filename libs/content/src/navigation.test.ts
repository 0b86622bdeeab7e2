import { describe, expect, it } from 'vitest';
import { footerNavigation, headerNavigation, type NavItem } from './navigation.ts';

const flat = (items: NavItem[]) =>
  items.flatMap((item) => (item.kind === 'group' ? item.links.map((l) => l.to) : [item.to]));

describe('headerNavigation', () => {
  it('India: Home, the three groups (10 IT, 4 recruitment, 2 about pages), Careers, Blog, Contact', () => {
    const nav = headerNavigation('in');
    expect(nav.items.map((i) => i.label)).toEqual([
      'Home',
      'IT Services',
      'Recruitment Services',
      'Know Us More',
      'Careers',
      'Blog',
      'Contact',
    ]);
    expect(nav.items.map((i) => (i.kind === 'group' ? i.links.length : 0))).toEqual([0, 10, 4, 2, 0, 0, 0]);
    expect(flat(nav.items)).toEqual([
      '/',
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
      '/services/Permanent-Staffing',
      '/services/Temporary-Contract Staffing',
      '/services/Specialized-Niche-Hiring',
      '/services/HR-Services',
      '/about/Who-are',
      '/about/Why-choose',
      '/Careers',
      '/blogs',
      '/ContactUs',
    ]);
    expect(nav.country).toBe('IN');
  });

  it('UK: the same links under /uk, except Blog -> /blogs and Contact -> /ContactUs', () => {
    const india = flat(headerNavigation('in').items);
    const uk = headerNavigation('uk');
    expect(flat(uk.items)).toEqual(
      india.map((to) => (to === '/blogs' || to === '/ContactUs' ? to : to === '/' ? '/uk' : `/uk${to}`)),
    );
    expect(uk.home).toBe('/uk');
    expect(uk.country).toBe('UK');
  });

  it('both: country options IN -> / and UK -> /uk, and the Let’s Talk button -> /ContactUs', () => {
    for (const region of ['in', 'uk'] as const) {
      const nav = headerNavigation(region);
      expect(nav.countries.map((c) => [c.value, c.to])).toEqual([
        ['IN', '/'],
        ['UK', '/uk'],
      ]);
      expect(nav.cta).toEqual({ label: "Let's Talk", to: '/ContactUs' });
    }
  });
});

describe('footerNavigation', () => {
  it('UK: Home /uk, About /uk/about/Who-are, Services /uk/services/website-development, Contact Us /ContactUs', () => {
    expect(footerNavigation('uk').links).toEqual([
      { label: 'Home', to: '/uk' },
      { label: 'About', to: '/uk/about/Who-are' },
      { label: 'Services', to: '/uk/services/website-development' },
      { label: 'Contact Us', to: '/ContactUs' },
    ]);
  });

  it('Sitemap and Policies point at real targets, never #', () => {
    for (const region of ['in', 'uk'] as const) {
      const { sitemap, policies } = footerNavigation(region);
      expect(sitemap.to).toBe(region === 'uk' ? '/uk/sitemap.xml' : '/sitemap.xml');
      expect(policies.to).toBe(region === 'uk' ? '/uk/privacy' : '/privacy');
    }
  });
});
