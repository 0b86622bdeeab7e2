import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { Webhook } from 'standardwebhooks';
import { apiPaths, attributionStorageKey, type Region } from '@agency/contract';
import { isAnswerTo, waitLikeAPerson } from '../../forms/form-network.ts';
import {
  startDeliveringServer,
  staffInboxes,
  type DeliveringServer,
} from '../../server/delivering-server.ts';
import { runLeadsCli } from '../../support/leads-cli.ts';

export interface CampaignVisit {
  region: Region;
  /** The page a newsletter link opens, without its query. */
  landing: string;
  /** The link on it the visitor follows, by its accessible name, to the form's page. */
  link: string;
  /** The path that link leads to. */
  formPage: string;
  /** The form's accessible name, its submit button, and its fields besides Email. */
  form: string;
  button: string;
  fields: Record<string, string>;
}

const campaign = '?utm_source=newsletter&utm_campaign=autumn';

/**
 * A visitor comes from the autumn newsletter, reads a page, follows a link and
 * sends a form: staff get the lead naming the campaign, the visitor a
 * confirmation with its reference and none of their words, the agency's tool
 * one webhook it can verify, and `leads show` says where the lead came from.
 */
export function attributionTests(visit: CampaignVisit) {
  test.describe('a lead from a newsletter link', () => {
    let server: DeliveringServer;
    test.beforeAll(async () => {
      server = await startDeliveringServer();
    });
    test.afterAll(() => server.stop());

    test(`${visit.landing}${campaign} -> ${visit.formPage}: staff mail, confirmation, one signed webhook and \`leads show\` name the campaign`, async ({
      page,
    }) => {
      const email = `newsletter-${visit.region}-${Date.now()}@example.com`;
      const message = visit.fields.Message ?? '';
      await page.goto(`${server.url}${visit.landing}${campaign}`);
      // The page's script has kept where the visit began before the visitor moves on.
      await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, attributionStorageKey);
      await page.getByRole('link', { name: visit.link, exact: true }).first().click();
      await expect(page).toHaveURL(`${server.url}${visit.formPage}`);

      const form = page.getByRole('form', { name: visit.form });
      for (const [label, value] of Object.entries(visit.fields))
        await form.getByLabel(label, { exact: true }).fill(value);
      await form.getByLabel('Email', { exact: true }).fill(email);
      await waitLikeAPerson(page);
      const answer = page.waitForResponse(isAnswerTo(apiPaths.contactQuery));
      await form.getByRole('button', { name: visit.button }).click();
      const response = await answer;
      expect(response.status()).toBe(201);
      const { id: reference } = (await response.json()) as { id: string };

      await expect.poll(() => server.mails.length, { timeout: 20_000 }).toBe(2);
      await expect.poll(() => server.webhooks.length, { timeout: 20_000 }).toBe(1);
      const mails = await Promise.all(
        server.mails.map(async (mail) => ({ to: mail.to, text: (await simpleParser(mail.raw)).text ?? '' })),
      );

      const staff = mails.find((mail) => mail.to.includes(staffInboxes[visit.region]));
      expect(staff?.text).toContain(`Landing page: ${visit.landing}${campaign}`);
      expect(staff?.text).toContain(`Sent from: ${visit.formPage}`);
      expect(staff?.text).toContain('Source (utm_source): newsletter');
      expect(staff?.text).toContain('Campaign (utm_campaign): autumn');

      const confirmation = mails.find((mail) => mail.to.includes(email));
      expect(confirmation?.text).toContain(`Your reference: ${reference}`);
      expect(confirmation?.text).not.toContain(message);
      expect(confirmation?.text).not.toContain(visit.fields.Name);

      const [webhook] = server.webhooks;
      const payload = new Webhook(server.webhookSecret).verify(webhook!.body, {
        'webhook-id': String(webhook!.headers['webhook-id']),
        'webhook-timestamp': String(webhook!.headers['webhook-timestamp']),
        'webhook-signature': String(webhook!.headers['webhook-signature']),
      });
      expect(payload).toMatchObject({
        type: 'lead.created',
        data: {
          reference,
          region: visit.region,
          attribution: {
            landingPage: `${visit.landing}${campaign}`,
            formPage: visit.formPage,
            utmSource: 'newsletter',
            utmCampaign: 'autumn',
          },
        },
      });

      const shown = await runLeadsCli(['show', reference], server.dataDir);
      expect(shown.code).toBe(0);
      expect(JSON.parse(shown.stdout)).toMatchObject({
        id: reference,
        attribution: {
          landingPage: `${visit.landing}${campaign}`,
          utmSource: 'newsletter',
          utmCampaign: 'autumn',
        },
      });
    });
  });
}
