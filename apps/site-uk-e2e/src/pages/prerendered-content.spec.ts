import { expect, test } from '@playwright/test';
import { homeUkServices } from '@agency/content';
import { openAsServed, prerenderedContentTests, sectionByHeading } from '@agency/e2e-support';

// The UK tree as served, before any JavaScript runs.
test.use({ javaScriptEnabled: false });

prerenderedContentTests('uk');

test('UK home: callback hero, 18 logos, about, why choose, six service cards, enquiry and contact block', async ({
  page,
}) => {
  await openAsServed(page, '/uk');
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
