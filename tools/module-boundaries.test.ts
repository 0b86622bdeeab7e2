import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Proves the lint rule that keeps the architecture (docs/architecture.md) is
// live: each probe file below breaks (or keeps) one allowed arrow. Probes are
// real files, one at a time, so Nx's file map knows the project of each.
const root = join(import.meta.dirname, '..');
const probes = {
  featureUsesUiAndContent: [
    'libs/sections/src/boundary-probe.ts',
    "import { theme } from '@agency/ui';\nimport { routeTable } from '@agency/content';\nexport const x = [theme, routeTable];\n",
  ],
  uiUsesContent: [
    'libs/ui/src/boundary-probe.ts',
    "import { routeTable } from '@agency/content';\nexport const x = routeTable;\n",
  ],
  libUsesApp: [
    'libs/content/src/boundary-probe.ts',
    "import { site } from '../../../apps/site-in/src/site.tsx';\nexport const x = site;\n",
  ],
  apiUsesContract: [
    'apps/api/src/boundary-probe.ts',
    "import { contactEnquirySchema } from '@agency/contract';\nimport { theme } from '@agency/ui';\nexport const x = [contactEnquirySchema, theme];\n",
  ],
  e2eUsesSupport: [
    'apps/site-uk-e2e/src/boundary-probe.ts',
    "import { shellRegions } from '@agency/e2e-support';\nexport const x = shellRegions;\n",
  ],
  appUsesE2eSupport: [
    'apps/site-in/src/boundary-probe.ts',
    "import { shellRegions } from '@agency/e2e-support';\nexport const x = shellRegions;\n",
  ],
  regionUsesOtherRegion: [
    'apps/site-uk/src/boundary-probe.ts',
    "import { site } from '../../site-in/src/site.tsx';\nexport const x = site;\n",
  ],
  siteUsesStaffInbox: [
    'apps/site-in/src/boundary-probe.ts',
    "import { inboxRoutes } from '@agency/staff-inbox';\nexport const x = inboxRoutes;\n",
  ],
  inboxUsesStaffInbox: [
    'apps/inbox/src/boundary-probe.ts',
    "import { inboxRoutes } from '@agency/staff-inbox';\nimport { theme } from '@agency/ui';\nexport const x = [inboxRoutes, theme];\n",
  ],
} as const;

/** Writes one probe, refreshes Nx's cached graph and file map (the rule reads them), lints it, removes it. */
async function boundaryErrors(probe: readonly [string, string]): Promise<string[]> {
  const [file, code] = probe;
  writeFileSync(join(root, file), code);
  try {
    const nx = spawnSync(join(root, 'node_modules/.bin/nx'), ['show', 'projects'], {
      cwd: root,
      env: { ...process.env, NX_DAEMON: 'false' },
    });
    expect(nx.status).toBe(0);
    const [result] = await new ESLint({ cwd: root }).lintFiles([join(root, file)]);
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === '@nx/enforce-module-boundaries')
      .map((m) => m.message);
  } finally {
    rmSync(join(root, file), { force: true });
  }
}

describe('module boundaries', () => {
  it('lets a feature lib use ui and content', async () => {
    expect(await boundaryErrors(probes.featureUsesUiAndContent)).toEqual([]);
  });

  it('forbids ui importing content', async () => {
    expect(await boundaryErrors(probes.uiUsesContent)).toHaveLength(1);
  });

  it('forbids a lib importing an app', async () => {
    expect(await boundaryErrors(probes.libUsesApp)).toHaveLength(1);
  });

  it('lets the API import the contract and nothing React', async () => {
    const errors = await boundaryErrors(probes.apiUsesContract);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('type:util');
  });

  it('lets an e2e project use the e2e support, and nothing else', async () => {
    expect(await boundaryErrors(probes.e2eUsesSupport)).toEqual([]);
    expect(await boundaryErrors(probes.appUsesE2eSupport)).not.toHaveLength(0);
  });

  it("keeps the staff inbox's screens (scope:staff) for the inbox app alone", async () => {
    expect(await boundaryErrors(probes.inboxUsesStaffInbox)).toEqual([]);
    const errors = await boundaryErrors(probes.siteUsesStaffInbox);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('"scope:in" can only depend on libs tagged with "scope:in", "scope:shared"');
  });

  it('forbids one region importing the other', async () => {
    expect(await boundaryErrors(probes.regionUsesOtherRegion)).not.toHaveLength(0);
  });
});
