import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffApiPaths } from '@agency/staff-contract';
import { createFastify } from '../app.ts';
import { engines } from '../test-support/test-api.ts';
import { seedLead } from '../test-support/seed-lead.ts';
import { startTestStaff, type TestStaff } from '../test-support/test-staff.ts';
import { buildStaffApp } from './staff-app.ts';

const { enrolmentOptions, enrolmentVerify, signInOptions, signInVerify } = staffApiPaths;
const open = new Set<string>([enrolmentOptions, enrolmentVerify, signInOptions, signInVerify]);
const adminOnly = /^\/api\/(people|audit|rights)\b/;

describe.each(engines)('every staff route is guarded and declares its audit, on %s', (engine) => {
  let staff: TestStaff;
  let cookie: string;
  let ukLead: string;

  /** What is wrong with each route of a staff app built afresh, with `careless` routes added after it. */
  const faults = async (careless: (app: FastifyInstance) => void = () => undefined) => {
    const routes: RouteOptions[] = [];
    const app = createFastify({ logLevel: 'silent' }).addHook('onRoute', (route) => void routes.push(route));
    buildStaffApp(app, { db: staff.db, engine, origin: () => staff.origin, now: () => staff.clock.now });
    careless(app);
    await app.ready();
    const found: string[] = [];
    for (const { method, url: path, config } of routes.filter((route) => route.method !== 'HEAD')) {
      const name = `${String(method)} ${path}`;
      if (typeof config?.audit !== 'string' && !config?.audit?.none) found.push(`${name}: no audit declared`);
      if (open.has(path)) continue;
      const url = path.replace(':reference', ukLead).replace(':id', randomUUID());
      const ask = (headers: Record<string, string>) =>
        app.inject({ method: String(method) as 'GET', url, headers: { ...staff.sameOrigin, ...headers } });
      if ((await ask({})).statusCode !== 401) found.push(`${name}: answers without a session`);
      // A lead of another region, and the admins' pages, answer a member of India as if absent.
      if ((path.includes(':reference') || adminOnly.test(path)) && (await ask({ cookie })).statusCode !== 404)
        found.push(`${name}: answers out of scope`);
    }
    await app.close();
    return found;
  };

  beforeAll(async () => {
    staff = await startTestStaff(engine);
    ({ cookie } = await staff.enrol(await staff.inviteMember('india@example.com', ['in'])));
    ukLead = await seedLead(staff.db, { form: 'contact', region: 'uk', email: 'someone@example.com' });
  });
  afterAll(() => staff.close());

  it('finds every route but sign-in behind its group’s guards, each with its audit declared', async () => {
    expect(await faults()).toEqual([]);
  });

  it('finds a route added outside the groups, undeclared', async () => {
    const careless = '/api/leads/:reference/careless';
    expect(await faults((app) => app.get(careless, async () => ({})))).toEqual([
      `GET ${careless}: no audit declared`,
      `GET ${careless}: answers without a session`,
      `GET ${careless}: answers out of scope`,
    ]);
  });
});
