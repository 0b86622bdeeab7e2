import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// Rules of the workspace's shape that no linter states (docs/architecture.md):
// checked on the files git tracks, as they are in the working tree.
const root = join(import.meta.dirname, '..');
const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file && existsSync(join(root, file)));

const importSpecifiers = (source: string): string[] =>
  [
    ...source.matchAll(/\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g),
    ...source.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g),
    ...source.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm),
  ].map((match) => match[1]!);

/** The file an import names, for our own files: relative paths, and workspace packages by their folder. */
function resolvedPath(fromFile: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return resolve(dirname(join(root, fromFile)), specifier);
  const name = /^(@agency\/[^/]+)/.exec(specifier)?.[1];
  const link = name && join(root, 'node_modules', name);
  return link && existsSync(link) ? realpathSync(link) : undefined;
}

/** Whether a path is (inside) an Nx project: it or a folder above it, below the root, whose package.json names one. */
function inProject(path: string): boolean {
  for (let dir = path; dir.startsWith(root + sep); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { nx?: unknown }).nx)
      return true;
    if (existsSync(join(dir, 'project.json'))) return true;
  }
  return false;
}

describe('the workspace', () => {
  it('has no arrow from apps or libs into a folder of tools/ that is not an Nx project', () => {
    const arrows = tracked
      .filter((file) => /^(apps|libs)\//.test(file) && /\.(ts|tsx|mts|mjs|js)$/.test(file))
      .flatMap((file) =>
        importSpecifiers(readFileSync(join(root, file), 'utf8')).flatMap((specifier) => {
          const target = resolvedPath(file, specifier);
          if (!target || !relative(root, target).startsWith(`tools${sep}`) || inProject(target)) return [];
          return [`${file} -> ${specifier}`];
        }),
      );
    expect(arrows).toEqual([]);
  });

  // An app's files are its own to move: others use the entries its package publishes
  // (the `exports` of apps/api/package.json: `@agency/api/test-kit/*` and the like).
  it("has no import by path into an app's src/ from tools, deploy, libs or an e2e suite", () => {
    const arrows = tracked
      .filter(
        (file) => /^(tools|deploy|libs|apps\/[^/]+-e2e)\//.test(file) && /\.(ts|tsx|mts|mjs|js)$/.test(file),
      )
      .flatMap((file) =>
        importSpecifiers(readFileSync(join(root, file), 'utf8')).flatMap((specifier) => {
          const target = specifier.startsWith('.') ? relative(root, resolvedPath(file, specifier)!) : '';
          const app = /^apps\/[^/]+\//.exec(target)?.[0];
          if (!app || file.startsWith(app) || !target.startsWith(`${app}src/`)) return [];
          return [`${file} -> ${specifier}`];
        }),
      );
    expect(arrows).toEqual([]);
  });

  // The house keeps its layers (docs/architecture.md#the-api-inside-layers): in the API's src/ and in
  // every library's, no top-level folder imports, through any chain, a folder that imports it back.
  it("has no folder of the API's src/ or a library's that imports a folder importing it back", () => {
    const roots = [
      ...new Set(tracked.flatMap((file) => /^(apps\/api\/src|libs\/.+?\/src)\//.exec(file)?.[1] ?? [])),
    ];
    const knots = roots.flatMap((src) => {
      const folderOf = (file: string) => relative(join(root, src), file).split(sep).slice(0, -1)[0];
      const arrows = new Map<string, Set<string>>();
      for (const file of tracked.filter(
        (f) => f.startsWith(`${src}/`) && /(?<!\.(test|spec))\.tsx?$/.test(f),
      )) {
        const from = folderOf(join(root, file));
        for (const specifier of importSpecifiers(readFileSync(join(root, file), 'utf8'))) {
          const to = specifier.startsWith('.') ? folderOf(resolvedPath(file, specifier)!) : undefined;
          if (from && to && from !== to && !to.startsWith('..'))
            arrows.set(from, (arrows.get(from) ?? new Set()).add(to));
        }
      }
      const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
        [...(arrows.get(from) ?? [])].some(
          (next) => next === to || (!seen.has(next) && reaches(next, to, seen.add(next))),
        );
      return [...arrows].flatMap(([from, tos]) =>
        [...tos].filter((to) => reaches(to, from)).map((to) => `${src}: ${from} -> ${to} -> … -> ${from}`),
      );
    });
    expect(knots).toEqual([]);
  });

  it("keeps no hand-written list of the sites' tooling in nx.json: the tooling is a project the sites import", () => {
    const nxJson = JSON.parse(readFileSync(join(root, 'nx.json'), 'utf8')) as {
      namedInputs?: Record<string, string[]>;
    };
    expect(Object.keys(nxJson.namedInputs ?? {})).not.toContain('siteTooling');
    const listsTools = Object.entries(nxJson.namedInputs ?? {}).filter(([, inputs]) =>
      inputs.some((input) => input.includes('{workspaceRoot}/tools/')),
    );
    expect(listsTools).toEqual([]);
  });

  it('cites no design document that the repository does not hold', () => {
    // Written as a pattern so that this file does not cite it either.
    const outside = new RegExp(String.raw`\bdesign\.md\b`);
    const citing = tracked.filter(
      (file) =>
        /\.(ts|tsx|mts|mjs|js|md|json|yml|yaml)$/.test(file) &&
        outside.test(readFileSync(join(root, file), 'utf8')),
    );
    expect(citing).toEqual([]);
  });
});
