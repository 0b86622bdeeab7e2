import { expect, test } from '@playwright/test';
import { clientLogos, homeInFeatures, homeInServices, teamMembers, trustedByHeading } from '@agency/content';
import { openAsServed, prerenderedContentTests, sectionByHeading } from '@agency/e2e-support';

// The India tree as served, before any JavaScript runs.
test.use({ javaScriptEnabled: false });

prerenderedContentTests('in');

test("India landing: hero, 18 logos, 6 features, 6 people, 10 services, LET'S CONNECT", async ({ page }) => {
  await openAsServed(page, '/');
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
  // The map is a facade 250 px high: a frame whose first document is inline, with no source to fetch.
  const facade = connect.locator('iframe[data-map-facade][srcdoc]:not([src])');
  await expect(facade).toHaveCount(1);
  expect((await facade.boundingBox())?.height).toBe(250);
});
