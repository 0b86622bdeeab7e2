import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, noScriptMediaType } from '@agency/contract';
import { runLeads } from '../cli/run-leads.ts';
import { notificationEmail } from '../notifications/notification-email.ts';
import { sampleBodies } from '../test-support/sample-bodies.ts';
import { engines, humanHeaders, startTestApi, type TestApi } from '../test-support/test-api.ts';
import { daysBefore } from '../test-support/relative-time.ts';

const site = 'https://agency.example';
const mail = {
  from: 'leads@agency.example',
  to: { in: 'india@agency.example', uk: 'uk@agency.example' },
  careersTo: { in: 'careers@agency.example', uk: 'careers@agency.example' },
  cvInMail: true,
  siteOrigins: { in: site, uk: site },
};

describe.each(engines)('where each lead came from, on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine, { siteOrigins: [site] });
  });
  afterAll(() => api.close());

  const stored = (id: string) =>
    api.db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const cli = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runLeads(argv, {
      db: api.db,
      engine,
      out: (t) => out.push(t),
      err: (t) => err.push(t),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
  const sendWith = async (attribution: string, email: string) => {
    const response = await api.app.inject({
      method: 'POST',
      url: apiPaths.contactQuery,
      payload: JSON.stringify({ ...sampleBodies.contact, email }),
      headers: { ...humanHeaders(), 'x-attribution': attribution },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };

  it("records a script's landing page, form page, referrer host and the landing page's UTM tags", async () => {
    const id = await sendWith(
      new URLSearchParams({
        landing:
          '/services/seo?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&utm_term=seo&utm_content=top',
        page: '/ContactUs',
        referrer: 'Mail.Example.com',
      }).toString(),
      `attributed-${engine}@example.com`,
    );
    expect(await stored(id)).toMatchObject({
      landing_page:
        '/services/seo?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&utm_term=seo&utm_content=top',
      form_page: '/ContactUs',
      referrer_host: 'mail.example.com',
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'autumn',
      utm_term: 'seo',
      utm_content: 'top',
    });
  });

  it('keeps no whole URL, no foreign path and nothing past its length cap', async () => {
    const id = await sendWith(
      new URLSearchParams({
        landing: 'https://evil.example/phish',
        page: `//evil.example/x`,
        referrer: 'https://www.google.com/search?q=my+name',
      }).toString() + `&page=/a&landing=/x?utm_campaign=${'c'.repeat(400)}`,
      `junk-${engine}@example.com`,
    );
    const row = await stored(id);
    expect(row).toMatchObject({
      landing_page: null,
      form_page: null,
      referrer_host: null,
      utm_campaign: null,
    });
    const capped = await sendWith(
      `landing=/x?utm_campaign=${'c'.repeat(400)}`,
      `capped-${engine}@example.com`,
    );
    expect((await stored(capped)).utm_campaign).toHaveLength(200);
  });

  it("records a browser's own post by the page it was posted from, with that page's UTM tags", async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: apiPaths.contactQuery,
      payload: new URLSearchParams({
        ...sampleBodies.contact,
        email: `nojs-${engine}@example.com`,
        fax: '',
      }).toString(),
      headers: {
        'content-type': noScriptMediaType,
        origin: site,
        referer: `${site}/ContactUs?utm_source=flyer&utm_campaign=spring`,
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      },
    });
    expect(response.statusCode).toBe(303);
    const row = await api.db
      .selectFrom('submissions')
      .selectAll()
      .where('email', '=', `nojs-${engine}@example.com`)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      landing_page: null,
      form_page: '/ContactUs?utm_source=flyer&utm_campaign=spring',
      referrer_host: null,
      utm_source: 'flyer',
      utm_campaign: 'spring',
    });
  });

  it('shows it to staff: the mail, leads show, the CSV and JSON exports, and leads report by source', async () => {
    const id = await sendWith(
      'landing=%2F%3Futm_source%3Dlinkedin%26utm_campaign%3Dwinter&page=%2FCareers&referrer=www.linkedin.com',
      `shown-${engine}@example.com`,
    );
    const text = String(notificationEmail(await stored(id), mail).text);
    expect(text).toContain(
      'Where it came from:\nLanding page: /?utm_source=linkedin&utm_campaign=winter\nSent from: /Careers\nReferred by: www.linkedin.com\nSource (utm_source): linkedin\nCampaign (utm_campaign): winter',
    );
    expect(JSON.parse((await cli('show', id)).out).attribution).toMatchObject({
      utmSource: 'linkedin',
      utmCampaign: 'winter',
      referrerHost: 'www.linkedin.com',
    });
    const csv = parse((await cli('export', '--format', 'csv')).out, { columns: true }) as Record<
      string,
      string
    >[];
    expect(csv.find((row) => row.id === id)).toMatchObject({ utm_source: 'linkedin', form_page: '/Careers' });
    const json = JSON.parse((await cli('export', '--format', 'json')).out) as {
      id: string;
      attribution: object;
    }[];
    expect(json.find((row) => row.id === id)?.attribution).toMatchObject({ utmCampaign: 'winter' });

    const report = await cli('report', '--by', 'source');
    expect(report.code).toBe(0);
    const lines = report.out.split('\n');
    expect(lines[0]).toMatch(/^source\s+leads\s+suspected spam$/);
    expect(lines.find((line) => line.startsWith('linkedin'))).toMatch(/^linkedin\s+1\s+0$/);
    expect(lines.find((line) => line.startsWith('newsletter'))).toMatch(/^newsletter\s+1\s+0$/);
    const byCampaign = await cli(
      'report',
      '--by',
      'campaign',
      '--since',
      daysBefore(Date.now(), 1).slice(0, 10),
    );
    expect(byCampaign.out).toMatch(/^winter\s+1\s+0$/m);
    expect((await cli('report', '--by', 'nope')).code).toBe(2);
  });
});
