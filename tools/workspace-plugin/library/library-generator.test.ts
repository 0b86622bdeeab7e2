import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { throwawayWorkspace, type ThrowawayWorkspace } from '../testing/throwaway-workspace.ts';

// `nx g @agency/workspace:library` as a developer runs it, in a throwaway
// copy of the working tree: the files it writes, nothing else touched, and a
// library the workspace lints, typechecks and tests as it is.

let workspace: ThrowawayWorkspace;
const read = (file: string) => readFileSync(join(workspace.dir, file), 'utf8');
const changedFiles = () =>
  execFileSync('git', ['status', '--porcelain', '--untracked-files=all'], {
    cwd: workspace.dir,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
    .sort();

beforeAll(() => {
  workspace = throwawayWorkspace();
});
afterAll(() => workspace?.remove());

describe('nx g @agency/workspace:library', { timeout: 240_000 }, () => {
  it('writes a React library like libs/ui and nothing outside it', () => {
    const out = workspace.nx([
      'g',
      '@agency/workspace:library',
      'promo-cards',
      '--type=ui',
      '--no-interactive',
    ]);
    expect(out).toContain('Next: npm install');
    expect(changedFiles()).toEqual(
      ['package.json', 'src/index.test.ts', 'src/index.ts', 'tsconfig.json', 'vitest.config.ts'].map(
        (file) => `?? libs/promo-cards/${file}`,
      ),
    );
    expect(JSON.parse(read('libs/promo-cards/package.json'))).toEqual({
      name: '@agency/promo-cards',
      version: '0.0.0',
      private: true,
      type: 'module',
      sideEffects: false,
      exports: { '.': './src/index.ts' },
      scripts: { typecheck: 'tsc -p tsconfig.json --noEmit' },
      // The exact versions the workspace's packages use, never a range.
      dependencies: {
        '@emotion/react': JSON.parse(read('libs/ui/package.json')).dependencies['@emotion/react'],
        react: JSON.parse(read('libs/ui/package.json')).dependencies.react,
      },
      devDependencies: { '@agency/vitest-preset': '*' },
      nx: { name: 'promo-cards', tags: ['type:ui', 'scope:shared'] },
    });
    expect(read('libs/promo-cards/tsconfig.json')).toBe(read('libs/ui/tsconfig.json'));
    expect(read('libs/promo-cards/vitest.config.ts')).toBe(read('libs/ui/vitest.config.ts'));
    expect(read('libs/promo-cards/src/index.test.ts')).toContain(
      "it('@agency/promo-cards exports what its entry lists'",
    );
  });

  it('gives a library the lint, typecheck and test targets of the others, which pass as generated', () => {
    const targets = JSON.parse(workspace.nx(['show', 'project', 'promo-cards', '--json'])).targets;
    expect(Object.keys(targets)).toEqual(expect.arrayContaining(['lint', 'typecheck', 'test']));
    workspace.nx([
      'run-many',
      '-t',
      'lint',
      'typecheck',
      'test',
      '-p',
      'promo-cards',
      '--outputStyle=static',
    ]);
  });

  it("writes a node library like libs/contract, tagged with its region, which the other region's app may not import", () => {
    workspace.nx([
      'g',
      '@agency/workspace:library',
      'uk-offers',
      '--type=util',
      '--scope=uk',
      '--no-interactive',
    ]);
    const manifest = JSON.parse(read('libs/uk-offers/package.json'));
    expect(manifest.nx).toEqual({ name: 'uk-offers', tags: ['type:util', 'scope:uk'] });
    expect(manifest.dependencies).toBeUndefined();
    expect(read('libs/uk-offers/tsconfig.json')).toBe(read('libs/contract/tsconfig.json'));
    expect(read('libs/uk-offers/vitest.config.ts')).toBe(read('libs/contract/vitest.config.ts'));

    // The lint rule reads the project graph Nx keeps: refresh it with the new library.
    workspace.nx(['show', 'projects']);
    for (const app of ['site-in', 'site-uk'])
      writeFileSync(join(workspace.dir, `apps/${app}/src/scope-probe.ts`), "import '@agency/uk-offers';\n");
    const lint = spawnSync(
      process.execPath,
      [join(workspace.dir, 'node_modules/eslint/bin/eslint.js'), 'apps/site-in/src', 'apps/site-uk/src'],
      { cwd: workspace.dir, encoding: 'utf8' },
    );
    expect(lint.stdout).toContain('site-in/src/scope-probe.ts');
    expect(lint.stdout).toContain(
      'A project tagged with "scope:in" can only depend on libs tagged with "scope:in", "scope:shared"',
    );
    expect(lint.stdout).not.toContain('site-uk/src/scope-probe.ts');
  });

  it('leaves out what @nx/react adds: babel, README, project.json, own configs, a root vitest config, tsconfig paths', () => {
    for (const file of [
      'libs/promo-cards/.babelrc',
      'libs/promo-cards/README.md',
      'libs/promo-cards/project.json',
      'libs/promo-cards/eslint.config.mjs',
      'libs/promo-cards/vite.config.mts',
      'libs/promo-cards/tsconfig.lib.json',
      'libs/promo-cards/tsconfig.spec.json',
      'vitest.config.mts',
    ])
      expect(existsSync(join(workspace.dir, file)), file).toBe(false);
    expect(JSON.parse(read('tsconfig.base.json')).compilerOptions.paths).toBeUndefined();
  });

  it('refuses a name that is not kebab-case, or a library that exists', () => {
    const generate = (args: string[]) => () => workspace.nx(['g', '@agency/workspace:library', ...args]);
    expect(generate(['PromoCards', '--type=ui', '--no-interactive'])).toThrow();
    expect(generate(['ui', '--type=ui', '--no-interactive'])).toThrow(/libs\/ui exists already/);
  });
});
