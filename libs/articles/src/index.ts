export {
  heroMinWidth,
  type ArticleImage,
  type ImageCrop,
  type ImageCrops,
  type ResponsiveImage,
} from './article-images.ts';
export { CollectionError, problemLine, type CollectionProblem } from './collection.ts';
export { frontmatterSchema, type Frontmatter } from './frontmatter.ts';
export { byNewest, categorySlug, loadArticles, type Article, type LoadOptions } from './load-articles.ts';
export { editorsPicks, editorsPicksCount, relatedArticles, relatedCount } from './related-articles.ts';
export { markdownToTree, treeToHtml } from './render-markdown.ts';
