import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  throwawayWorkspace,
  type ThrowawayWorkspace,
} from '../workspace-plugin/testing/throwaway-workspace.ts';

// What `nx affected` (CI's lint, typecheck, test, build, e2e and deploy jobs)
// runs for a change, read from nx.json and the projects' package.json as they
// are in the working tree: each region's team ships without the other's.

let workspace: ThrowawayWorkspace;
beforeAll(() => {
  workspace = throwawayWorkspace();
});
afterAll(() => workspace?.remove());

/** The projects `nx affected` picks for one commit that appends a line to each file. */
function affectedBy(files: string[], comment = '// a change'): string[] {
  return affectedByCommit(
    Object.fromEntries(
      files.map((file) => [file, `${readFileSync(join(workspace.dir, file), 'utf8')}\n${comment}\n`]),
    ),
  );
}

/** The projects `nx affected` picks for one commit that writes these files (path -> content). */
function affectedByCommit(changed: Record<string, string>): string[] {
  const base = workspace.head();
  const files = Object.keys(changed);
  const head = workspace.commit(changed, `change ${files.join(', ')}`);
  const out = workspace.nx(['show', 'projects', '--affected', `--base=${base}`, `--head=${head}`]);
  return out.split('\n').filter(Boolean).sort();
}

describe('nx affected', { timeout: 240_000 }, () => {
  it('a UK page marks the UK site and its e2e suite, not the India site nor the API', () => {
    expect(affectedBy(['apps/site-uk/src/pages/home-page.tsx'])).toEqual(['site-uk', 'site-uk-e2e']);
  });

  it('an India page marks the India site, its e2e suite and the API suite that deploys it split', () => {
    expect(affectedBy(['apps/site-in/src/pages/contact-page.tsx'])).toEqual([
      'api-e2e',
      'site-in',
      'site-in-e2e',
    ]);
  });

  // A team publishes by adding one Markdown file and its hero beside it to its region's collection
  // (docs/content.md): the collection's own project, that region's site and its e2e suite, nothing shared.
  const newArticle = (region: 'in' | 'uk') => ({
    [`libs/collections/${region}/articles/a-new-article.md`]: '---\ntitle: A new article\n---\n\nIts body.\n',
    [`libs/collections/${region}/articles/a-new-article.jpg`]: 'a JPEG, as far as Nx can tell',
  });

  it('a new UK article marks the UK collection, site and e2e suite: not India, the API nor the content', () => {
    expect(affectedByCommit(newArticle('uk'))).toEqual(['articles-uk', 'site-uk', 'site-uk-e2e']);
  });

  it('a new India article marks the India collection, site and e2e suites: not the UK, the API nor the content', () => {
    expect(affectedByCommit(newArticle('in'))).toEqual(['api-e2e', 'articles-in', 'site-in', 'site-in-e2e']);
  });

  // A position is read by its site and by the API, which accepts only open positions (docs/content.md):
  // the API and the e2e suites that start it run again; the India site is not rebuilt.
  it('a new UK position marks the UK positions, site and the API with the suites that run it: not the India site', () => {
    const affected = affectedByCommit({
      'libs/collections/uk/positions/a-new-position.md': '---\ntitle: A new position\n---\n\nIts body.\n',
    });
    expect(affected).toEqual(expect.arrayContaining(['api', 'positions-uk', 'site-uk', 'site-uk-e2e']));
    for (const other of ['site-in', 'positions-in', 'content', 'articles-uk', 'articles-in'])
      expect(affected).not.toContain(other);
  });

  // An answer template is read by the API alone (docs/content.md#answer-templates): no site is rebuilt.
  it('a new UK answer template marks the UK templates and the API with the suites that run it: no site', () => {
    const affected = affectedByCommit({
      'libs/collections/uk/templates/a-new-template.md': '---\ntitle: A new template\n---\n\nIts body.\n',
    });
    expect(affected).toEqual(expect.arrayContaining(['api', 'templates-uk']));
    for (const other of ['site-in', 'site-uk', 'templates-in', 'content', 'positions-uk'])
      expect(affected).not.toContain(other);
  });

  it('the prerender, the SEO check and the Vite settings (tools/site-build) mark both sites, not the API nor the contract', () => {
    for (const files of [
      ['tools/site-build/prerender/sitemap.ts'],
      ['tools/site-build/seo-check/check-sites.ts', 'tools/site-build/vite/site-treeshake.ts'],
    ]) {
      const affected = affectedBy(files);
      expect(affected, files.join()).toEqual(expect.arrayContaining(['site-build', 'site-in', 'site-uk']));
      expect(affected, files.join()).not.toContain('api');
      expect(affected, files.join()).not.toContain('contract');
    }
  });
});
