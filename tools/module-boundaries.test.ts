import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Proves the lint rule that keeps the architecture (docs/architecture.md) is
// live: each import below breaks one allowed arrow and must be reported.
const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@nx/enforce-module-boundaries')
    .map((m) => m.message);
}

describe('module boundaries', () => {
  it('lets a feature lib use ui and content', async () => {
    expect(
      await boundaryErrors(
        'libs/sections/src/probe.ts',
        "import { theme } from '@agency/ui';\nimport { routeTable } from '@agency/content';\nexport const x = [theme, routeTable];\n",
      ),
    ).toEqual([]);
  });

  it('forbids ui importing content', async () => {
    expect(
      await boundaryErrors(
        'libs/ui/src/probe.ts',
        "import { routeTable } from '@agency/content';\nexport const x = routeTable;\n",
      ),
    ).toHaveLength(1);
  });

  it('forbids a lib importing an app', async () => {
    expect(
      await boundaryErrors(
        'libs/content/src/probe.ts',
        "import { site } from '../../../apps/site-in/src/site.tsx';\nexport const x = site;\n",
      ),
    ).toHaveLength(1);
  });

  it('forbids the API importing anything but the contract', async () => {
    expect(
      await boundaryErrors(
        'apps/api/src/probe.ts',
        "import { contactEnquirySchema } from '@agency/contract';\nexport const x = contactEnquirySchema;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'apps/api/src/probe.ts',
        "import { theme } from '@agency/ui';\nexport const x = theme;\n",
      ),
    ).toHaveLength(1);
  });

  it('forbids one region importing the other', async () => {
    expect(
      await boundaryErrors(
        'apps/site-uk/src/probe.ts',
        "import { site } from '../../site-in/src/site.tsx';\nexport const x = site;\n",
      ),
    ).not.toHaveLength(0);
  });
});
