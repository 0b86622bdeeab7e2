import type { Region } from '@agency/contract';
import { expect, test, type Page } from '@playwright/test';
import {
  careersHiringProcess,
  careersProposal,
  clientLogos,
  editorsPicks,
  homeInFeatures,
  homeInServices,
  homeUkServices,
  sectionPages,
  teamMembers,
  trustedByHeading,
  type PageContent,
} from '@agency/content';
import { sitePages } from './site-pages.ts';

// The page as served, before any JavaScript runs: what crawlers and visitors
// without JS get. Each test also checks the raw response with request.get.
test.use({ javaScriptEnabled: false });

async function open(page: Page, url: string) {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  await page.goto(url);
  return html;
}

function sectionByHeading(page: Page, id: string) {
  return page.locator(`section[aria-labelledby="${id}-title"]`);
}

async function expectSectionStack(page: Page, content: PageContent) {
  for (const section of content.sections) {
    const band = sectionByHeading(page, section.id);
    await expect(band.getByRole('heading', { level: section.kind === 'intro' ? 1 : 2 }).first()).toHaveText(
      section.heading,
    );
    const count =
      section.kind === 'process'
        ? section.steps.length
        : section.kind === 'cards' || section.kind === 'benefits'
          ? section.items.length
          : undefined;
    if (count !== undefined) await expect(band.locator('ol > li, ul > li')).toHaveCount(count);
    if (section.kind === 'benefits' && section.itemCta)
      await expect(band.getByRole('link', { name: section.itemCta.label })).toHaveCount(section.items.length);
    if (section.kind === 'statistics') {
      for (const stat of section.items) await expect(band).toContainText(`${stat.value}`);
    }
  }
}

for (const sitePage of sitePages) {
  test(`${sitePage.url} is prerendered with one h1 and the spec's sections and counts`, async ({ page }) => {
    const html = await open(page, sitePage.url);
    await expect(page.locator('h1')).toHaveCount(1);
    const stacked = (sectionPages as Record<string, Record<Region, PageContent>>)[sitePage.page];
    if (stacked) await expectSectionStack(page, stacked[sitePage.region]);
    expect(html).toContain('<title>');
  });
}

test("India landing: hero, 18 logos, 6 features, 6 people, 10 services, LET'S CONNECT", async ({ page }) => {
  await open(page, '/');
  await expect(page.getByRole('link', { name: 'Talk to an Expert' })).toHaveAttribute('href', '/ContactUs');
  await expect(page.getByRole('heading', { level: 2, name: trustedByHeading })).toBeVisible();
  await expect(page.locator('[data-logos] img')).toHaveCount(18);
  for (const logo of clientLogos) await expect(page.getByRole('img', { name: logo.name })).toHaveCount(1);
  const features = sectionByHeading(page, homeInFeatures.id);
  await expect(features.getByRole('heading', { level: 2 })).toHaveText('Essential Features');
  await expect(features.locator('li')).toHaveCount(6);
  await expect(features.getByRole('link', { name: 'Get Started Free' })).toHaveAttribute(
    'href',
    '/ContactUs',
  );
  await expect(page.getByRole('heading', { level: 2, name: 'Our Team Member' })).toBeVisible();
  await expect(page.locator('[data-team] > li')).toHaveCount(6);
  for (const member of teamMembers) {
    await expect(page.getByRole('heading', { level: 3, name: member.name })).toBeVisible();
    await expect(page.getByRole('img', { name: member.image.alt })).toBeVisible();
  }
  const services = sectionByHeading(page, homeInServices.id);
  await expect(services.getByRole('heading', { level: 2 })).toHaveText('Our Marketing Services');
  await expect(services.locator('li')).toHaveCount(10);
  await expect(services.locator('li').first()).toHaveAttribute('data-highlighted', 'true');
  await expect(services.locator('li[data-highlighted]')).toHaveCount(1);
  await expect(services.locator('li').first().getByRole('heading')).toHaveText('Web Development');
  const connect = page.locator('section[aria-labelledby="connect-title"]');
  await expect(connect.getByRole('heading', { level: 2 })).toHaveText("LET'S CONNECT");
  await expect(connect).toContainText('Mon-Fri 10:00AM-7PM');
  await expect(connect).toContainText('Phones open 24/7');
  await expect(connect).toContainText('Fax:');
  await expect(connect.locator('a[href^="tel:"]')).not.toHaveCount(0);
  await expect(connect.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(connect.locator('form')).toHaveCount(1);
  // The map is a facade 250 px high: no third-party frame until asked.
  await expect(connect.locator('iframe')).toHaveCount(0);
  const facade = connect.locator('[data-map-facade]');
  expect((await facade.boundingBox())?.height).toBe(250);
});

test('UK home: callback hero, 18 logos, about, why choose, six service cards, enquiry and contact block', async ({
  page,
}) => {
  await open(page, '/uk');
  await expect(page.getByRole('heading', { level: 2, name: 'Request a callback' })).toBeVisible();
  await expect(page.locator('[data-logos] img')).toHaveCount(18);
  // Visibly 'Learn More' (spec); crawlers and screen readers also hear where it goes.
  const learnMore = page.getByRole('link', { name: 'Learn More about who we are', exact: true });
  await expect(learnMore).toHaveAttribute('href', '/uk/about/Who-are');
  await expect(page.locator('section[aria-labelledby="about-title"] a[href^="tel:+44"]')).toHaveCount(1);
  await expect(page.locator('section[aria-labelledby="why-choose-title"] li')).toHaveCount(3);
  const services = sectionByHeading(page, homeUkServices.id).locator('li a');
  await expect(services).toHaveCount(6);
  expect(await services.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
    '/services/website-development',
    '/services/website-design',
    '/services/seo',
    '/services/ppc',
    '/services/lead-gen',
    '/services/social-media',
  ]);
  await expect(page.locator('section#enquiry h2')).toBeVisible();
  const contact = page.locator('section[aria-labelledby="uk-contact-title"]');
  await expect(contact.locator('a[href^="mailto:"]')).toHaveCount(2);
  await expect(contact.locator('[data-socials] a')).toHaveCount(4);
});

for (const prefix of ['', '/uk']) {
  test(`${prefix}/Careers: proposal beside 3 steps, both offices, 4-step hiring, application`, async ({
    page,
  }) => {
    await open(page, `${prefix}/Careers`);
    await expect(page.getByRole('heading', { level: 2, name: careersProposal.heading })).toBeVisible();
    const steps = page.locator('[data-proposal-steps] > li');
    await expect(steps).toHaveCount(3);
    await expect(steps).toContainText(['Contact Us', 'Launch Targeted Campaigns', 'Achieve Lasting Growth']);
    const offices = page.locator('section[aria-labelledby="offices-title"]');
    await expect(offices).toContainText('Headquarters');
    await expect(offices).toContainText('Branch office');
    await expect(offices).toContainText('Mon-Fri 10:00am-7:00pm');
    const hiring = sectionByHeading(page, careersHiringProcess.id);
    await expect(hiring.locator('ol > li')).toHaveCount(4);
    await expect(page.locator('section#apply h2')).toBeVisible();
  });

  test(`${prefix}/blogs: Editor's Picks with 3 cards`, async ({ page }) => {
    await open(page, `${prefix}/blogs`);
    await expect(page.getByRole('heading', { level: 2, name: "Editor's Picks" })).toBeVisible();
    const cards = page.locator('[data-blog-cards] > li');
    await expect(cards).toHaveCount(3);
    for (const card of editorsPicks) {
      await expect(page.getByRole('heading', { level: 3, name: card.title })).toBeVisible();
      await expect(page.locator(`time[datetime="${card.date}"]`)).toHaveCount(1);
    }
  });

  test(`${prefix}/ContactUs: both offices with every way to reach them, maps as facades, the enquiry form slot`, async ({
    page,
  }) => {
    await open(page, `${prefix}/ContactUs`);
    const offices = page.locator('section[aria-labelledby="offices-title"]');
    await expect(offices.locator('address')).toHaveCount(2);
    await expect(offices.locator('a[href^="mailto:"]')).toHaveCount(2);
    await expect(offices.getByRole('button', { name: /^Show map of our/ })).toHaveCount(2);
    await expect(offices.locator('iframe')).toHaveCount(0);
    await expect(page.locator('section#enquiry h2')).toHaveText('Send us an enquiry');
  });
}
