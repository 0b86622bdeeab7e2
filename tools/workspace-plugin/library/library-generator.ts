import { join } from 'node:path';
import {
  formatFiles,
  generateFiles,
  logger,
  readNxJson,
  visitNotIgnoredFiles,
  writeJson,
  type GeneratorCallback,
  type Tree,
} from '@nx/devkit';
import { libraryGenerator as reactLibraryGenerator } from '@nx/react';

/** The `type:*` tags of docs/architecture.md: what a library is, and so what it may import. */
export const libraryTypes = ['feature', 'ui', 'data', 'data-access', 'util'] as const;
export type LibraryType = (typeof libraryTypes)[number];

export interface LibrarySchema {
  /** kebab-case: libs/<name>, @agency/<name>, Nx project <name>. */
  name: string;
  type: LibraryType;
  /** shared (both sites), or the one region whose app alone may import it. */
  scope?: 'shared' | 'in' | 'uk';
}

/**
 * Workspace files @nx/react's generator writes to besides the library (a
 * root vitest config, tsconfig `paths`, caret-ranged devDependencies and an
 * install, nx.json defaults, a .gitignore line): all of them are put back as
 * they were. A change to any other file outside the library fails the
 * generator, so a newer @nx/react cannot slip one in.
 */
const restoredWorkspaceFiles = [
  'package.json',
  'package-lock.json',
  'nx.json',
  'tsconfig.base.json',
  'tsconfig.json',
  '.gitignore',
  'eslint.config.mjs',
  'vitest.workspace.ts',
  'vitest.config.ts',
  'vitest.config.mts',
];

/** React libraries test in jsdom and depend on React and Emotion, as libs/ui does. */
const reactTypes: readonly LibraryType[] = ['feature', 'ui'];
const reactDependencies = ['@emotion/react', 'react'];

/** The exact version of a dependency the workspace's packages already use. */
function workspaceVersion(tree: Tree, dependency: string): string {
  for (const folder of ['libs', 'apps'])
    for (const project of tree.children(folder)) {
      const manifest = `${folder}/${project}/package.json`;
      if (!tree.exists(manifest)) continue;
      const json = JSON.parse(tree.read(manifest, 'utf8') ?? '{}') as {
        dependencies?: Record<string, string>;
      };
      const version = json.dependencies?.[dependency];
      if (version && /^\d+\.\d+\.\d+$/.test(version)) return version;
    }
  throw new Error(`No package of the workspace depends on ${dependency} at an exact version to copy.`);
}

function filesUnder(tree: Tree, dir: string): string[] {
  const files: string[] = [];
  visitNotIgnoredFiles(tree, dir, (file) => files.push(file));
  return files;
}

export async function libraryGenerator(tree: Tree, schema: LibrarySchema): Promise<GeneratorCallback> {
  const { name, type } = schema;
  const scope = schema.scope ?? 'shared';
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) throw new Error(`A library name is kebab-case: ${name}`);
  if (!libraryTypes.includes(type)) throw new Error(`--type is one of ${libraryTypes.join(', ')}: ${type}`);
  const root = `libs/${name}`;
  if (tree.exists(root)) throw new Error(`${root} exists already.`);
  const tags = [`type:${type}`, `scope:${scope}`];
  const react = reactTypes.includes(type);

  const before = new Map(restoredWorkspaceFiles.map((file) => [file, tree.read(file)] as const));
  // nx.json's defaults for @nx/react:library (our conventions as far as its
  // options reach); the rest is trimmed below.
  const defaults = (readNxJson(tree)?.generators?.['@nx/react'] as { library?: object } | undefined)?.library;
  await reactLibraryGenerator(tree, {
    style: 'none',
    ...defaults,
    directory: root,
    name,
    importPath: `@agency/${name}`,
    tags: tags.join(','),
    skipFormat: true,
  });
  // The install task it returns is not run: the versions are ours (below).

  for (const change of tree.listChanges()) {
    if (change.path === root || change.path.startsWith(`${root}/`)) continue;
    if (!before.has(change.path))
      throw new Error(`@nx/react:library changed ${change.path}, which this generator does not put back.`);
    const original = before.get(change.path);
    if (original) tree.write(change.path, original);
    else tree.delete(change.path);
  }
  // Of the library, only its sources are kept: no project.json, .babelrc,
  // README, eslint config, vite config or tsconfig.lib/spec.json.
  for (const file of filesUnder(tree, root)) tree.delete(file);

  writeJson(tree, `${root}/package.json`, {
    name: `@agency/${name}`,
    version: '0.0.0',
    private: true,
    type: 'module',
    sideEffects: false,
    exports: { '.': './src/index.ts' },
    scripts: { typecheck: 'tsc -p tsconfig.json --noEmit' },
    ...(react && {
      dependencies: Object.fromEntries(reactDependencies.map((dep) => [dep, workspaceVersion(tree, dep)])),
    }),
    // Its vitest.config.ts starts from the workspace's preset, a tooling project.
    devDependencies: { '@agency/vitest-preset': '*' },
    nx: { name, tags },
  });
  generateFiles(tree, join(import.meta.dirname, 'files'), root, { name, react, tmpl: '' });
  await formatFiles(tree);

  return () => {
    logger.info(
      [
        `@agency/${name} (${tags.join(', ')}) is in ${root}.`,
        'Next: npm install (links it into node_modules and the lockfile), then add',
        `"@agency/${name}": "*" to the dependencies of each project that imports it.`,
        ...(scope === 'shared' ? [] : [`Give ${root}/ its region team in .github/CODEOWNERS.`]),
      ].join('\n'),
    );
  };
}

export default libraryGenerator;
