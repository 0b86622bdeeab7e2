import { describe, expect, it } from 'vitest';
import { androidAppPage } from './android-app.ts';
import { crmPage } from './crm.ts';
import { ecommercePage } from './ecommerce.ts';
import { findSection, sectionKinds } from './find-section.ts';
import { hostingPage } from './hosting.ts';
import { hrServicesPage } from './hr-services.ts';
import { leadGenPage } from './lead-gen.ts';
import type { Region } from '@agency/contract';
import type { PageContent } from './page-content.ts';
import { permanentStaffingPage } from './permanent-staffing.ts';
import { ppcPage } from './ppc.ts';
import { seoPage } from './seo.ts';
import { socialMediaPage } from './social-media.ts';
import { specializedNicheHiringPage } from './specialized-niche-hiring.ts';
import { temporaryContractStaffingPage } from './temporary-contract-staffing.ts';
import { websiteDesignPage } from './website-design.ts';
import { websiteDevelopmentPage } from './website-development.ts';

const regions: Region[] = ['in', 'uk'];
const contactPath: Record<Region, string> = { in: '/ContactUs', uk: '/uk/ContactUs' };
const titles = (items: { title: string }[]) => items.map((i) => i.title);

function eachRegion(pages: Record<Region, PageContent>, check: (page: PageContent, region: Region) => void) {
  for (const region of regions) it(`${region}`, () => check(pages[region], region));
}

describe('web development: intro, 5-step process, 6 benefits with Enquire Now, 6 services', () => {
  eachRegion(websiteDevelopmentPage, (page, region) => {
    expect(sectionKinds(page)).toEqual([
      'intro:intro',
      'process:process',
      'benefits:benefits',
      'cards:services',
    ]);
    expect(titles(findSection(page, 'process', 'process').steps)).toEqual([
      'Project planning',
      'User interaction and feedback',
      'Performance and analytics tracking',
      'Responsive design and accessibility',
      'Security best practices',
    ]);
    const benefits = findSection(page, 'benefits', 'benefits');
    expect(benefits.items).toHaveLength(6);
    expect(benefits.itemCta).toEqual({ label: 'Enquire Now', href: contactPath[region] });
    expect(titles(findSection(page, 'services', 'cards').items)).toEqual([
      'Custom web development',
      'Responsive design',
      'UI/UX design',
      'Cloud integration',
      'Website security',
      'SEO and performance optimisation',
    ]);
  });
});

describe('web design: intro with image, 3-step process, 4 named features', () => {
  eachRegion(websiteDesignPage, (page) => {
    expect(sectionKinds(page)).toEqual(['intro:intro', 'process:process', 'cards:features']);
    expect(findSection(page, 'intro', 'intro').image?.alt).not.toBe('');
    expect(titles(findSection(page, 'process', 'process').steps)).toEqual([
      'Planning and strategy',
      'Design and development',
      'Testing and optimisation',
    ]);
    expect(titles(findSection(page, 'features', 'cards').items)).toEqual([
      'Unique visual identity',
      'Responsive and mobile-friendly',
      'Fast loading and SEO optimised',
      'Designed for conversions',
    ]);
    expect(JSON.stringify(page)).toContain('94% of first impressions');
  });
});

describe('web hosting: intro with image and wave, 3 steps, 4 features, 6 services, four plan types', () => {
  eachRegion(hostingPage, (page) => {
    const intro = findSection(page, 'intro', 'intro');
    expect(intro.image).toBeDefined();
    expect(intro.background).toBe('wave');
    expect(titles(findSection(page, 'process', 'process').steps)).toEqual([
      'Setup and configuration',
      'Management and support',
      'Monitoring and optimisation',
    ]);
    expect(titles(findSection(page, 'features', 'cards').items)).toEqual([
      'High-speed server performance',
      'Scalable cloud hosting',
      'Robust security',
      '24/7 expert support',
    ]);
    const services = titles(findSection(page, 'services', 'cards').items);
    expect(services).toHaveLength(6);
    expect(services).toContain('Developer-friendly environment');
    expect(services).toContain('Easy management dashboard');
    const text = JSON.stringify(intro);
    for (const plan of ['Shared', 'VPS', 'Dedicated', 'Cloud']) expect(text).toContain(plan);
    expect(text).toContain('99.9% uptime');
    expect(text).toContain('24/7 support');
  });
  it('prices plans in each region’s currency', () => {
    expect(JSON.stringify(hostingPage.in)).toContain('₹');
    expect(JSON.stringify(hostingPage.uk)).toContain('£');
    expect(JSON.stringify(hostingPage.uk)).not.toContain('₹');
  });
});

describe.each([
  ['SEO', seoPage, true],
  ['lead generation', leadGenPage, false],
  ['CRM', crmPage, true],
  ['ecommerce', ecommercePage, true],
  ['app development', androidAppPage, true],
] as const)('%s: intro with image, 3-step process, why you need it (4)', (_name, pages, hasServices) => {
  eachRegion(pages, (page) => {
    expect(sectionKinds(page)).toEqual(
      hasServices
        ? ['intro:intro', 'process:process', 'cards:why', 'cards:services']
        : ['intro:intro', 'process:process', 'cards:why'],
    );
    expect(findSection(page, 'intro', 'intro').image?.width).toBeGreaterThan(0);
    expect(findSection(page, 'process', 'process').steps).toHaveLength(3);
    const why = findSection(page, 'why', 'cards');
    expect(why.heading).toMatch(/^Why you need/);
    expect(why.items).toHaveLength(4);
    if (hasServices) expect(findSection(page, 'services', 'cards').items).toHaveLength(6);
  });
});

describe('social media: intro, why you need it, integrated processes, 6 services, why choose us (6 benefits)', () => {
  eachRegion(socialMediaPage, (page) => {
    expect(sectionKinds(page)).toEqual([
      'intro:intro',
      'cards:why',
      'process:process',
      'cards:services',
      'benefits:why-choose-us',
    ]);
    expect(findSection(page, 'process', 'process').heading).toBe('Our integrated processes');
    expect(findSection(page, 'services', 'cards').items).toHaveLength(6);
    expect(findSection(page, 'why-choose-us', 'benefits').items).toHaveLength(6);
  });
});

describe('PPC: intro, key processes, why invest, 6 services', () => {
  eachRegion(ppcPage, (page) => {
    expect(sectionKinds(page)).toEqual([
      'intro:intro',
      'process:process',
      'cards:why-invest',
      'cards:services',
    ]);
    expect(findSection(page, 'process', 'process').heading).toBe('Our key processes');
    expect(findSection(page, 'why-invest', 'cards').heading).toBe('Why invest in PPC');
    expect(findSection(page, 'services', 'cards').items).toHaveLength(6);
  });
  it('speaks of pounds in the UK and rupees in India', () => {
    expect(findSection(ppcPage.uk, 'intro', 'intro').heading).toContain('pound');
    expect(findSection(ppcPage.in, 'intro', 'intro').heading).toContain('rupee');
  });
});

describe('HR services: intro and a core-services grid of 4', () => {
  eachRegion(hrServicesPage, (page, region) => {
    expect(sectionKinds(page)).toEqual(['intro:intro', 'cards:core-services']);
    expect(titles(findSection(page, 'core-services', 'cards').items)).toEqual([
      'Compensation consulting',
      region === 'uk' ? 'Corporate ethics programme' : 'Corporate ethics program',
      'Leadership training',
      'Talent acquisition',
    ]);
  });
});

describe('permanent staffing: intro, 9 benefits, 5-step screening, statistics, 4 reasons, Get Hire Now', () => {
  eachRegion(permanentStaffingPage, (page, region) => {
    expect(sectionKinds(page)).toEqual([
      'intro:intro',
      'benefits:benefits',
      'process:screening',
      'statistics:statistics',
      'cards:reasons',
      'cta:hire',
    ]);
    const benefits = findSection(page, 'benefits', 'benefits');
    expect(benefits.items).toHaveLength(9);
    expect(benefits.itemCta).toEqual({ label: 'Enquire Now', href: contactPath[region] });
    expect(findSection(page, 'screening', 'process').steps).toHaveLength(5);
    expect(findSection(page, 'statistics', 'statistics').items).toEqual([
      { value: '35,000+', label: 'pre-vetted CVs' },
      { value: '100+', label: 'in-house specialists' },
      { value: '5+', label: 'countries to hire and pay staff' },
      { value: '50%', label: 'shorter recruitment timeline' },
      { value: '3 days', label: 'to find a developer match' },
    ]);
    expect(findSection(page, 'reasons', 'cards').items).toHaveLength(4);
    expect(findSection(page, 'hire', 'cta').cta).toEqual({
      label: 'Get Hire Now',
      href: region === 'in' ? '/Careers' : '/uk/Careers',
    });
    expect(JSON.stringify(page)).toContain('20+ countries');
  });
});

describe('temporary and contract staffing: intro, 6-step recruitment process, 5-step screening', () => {
  eachRegion(temporaryContractStaffingPage, (page) => {
    expect(page.meta.path).toBe('/services/Temporary-Contract Staffing');
    expect(sectionKinds(page)).toEqual(['intro:intro', 'process:recruitment-process', 'process:screening']);
    expect(findSection(page, 'recruitment-process', 'process').steps.map((s) => s.number)).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    expect(findSection(page, 'screening', 'process').steps).toHaveLength(5);
  });
});

describe('niche hiring: a substantial intro only', () => {
  eachRegion(specializedNicheHiringPage, (page) => {
    expect(sectionKinds(page)).toEqual(['intro:intro']);
    const intro = findSection(page, 'intro', 'intro');
    expect(intro.paragraphs.join(' ').split(/\s+/).length).toBeGreaterThan(200);
  });
});
