import { expect, it } from 'vitest';
import * as entry from './index.ts';

// The library's public entry as other projects see it: list each export here
// as it is added, beside the tests of what it does.
it('@agency/articles exports what its entry lists', () => {
  expect(Object.keys(entry).sort()).toEqual([
    'CollectionError',
    'byNewest',
    'categorySlug',
    'editorsPicks',
    'editorsPicksCount',
    'frontmatterSchema',
    'heroMinWidth',
    'loadArticles',
    'markdownToTree',
    'problemLine',
    'relatedArticles',
    'relatedCount',
    'treeToHtml',
  ]);
});
