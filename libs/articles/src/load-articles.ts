import type { Root } from 'hast';
import { heroImage, pictureBody, type ArticleImage, type ResponsiveImage } from './article-images.ts';
import { ArticleCollectionError, type ArticleProblem } from './article-problems.ts';
import { readFrontmatter, slugPattern, type Frontmatter } from './frontmatter.ts';
import { readingMinutes } from './reading-time.ts';
import { bodyProblems } from './body-rules.ts';
import { markdownToTrees } from './render-markdown.ts';

/** An article as the site renders it: its frontmatter, checked, and its body as a sanitised tree. */
export interface Article extends Omit<Frontmatter, 'slug' | 'updated' | 'hero'> {
  /** Where it came from, for messages. */
  file: string;
  slug: string;
  /** The date-time of the last change: the frontmatter's `updated`, or `published`. */
  updated: string;
  categorySlug: string;
  hero: ArticleImage;
  body: Root;
  readingMinutes: number;
}

export interface LoadOptions {
  /** Who may sign an article: the team section's names. */
  authors: readonly string[];
  /** The dev server shows drafts and articles not yet published; a build leaves them out. */
  includeUnpublished: boolean;
  /** What "not yet published" is measured against. */
  now: Date;
  /** The JPEGs and PNGs beside the files, made responsive, by their path like the files'. */
  images?: Readonly<Record<string, ResponsiveImage>>;
}

/** A category's name as a URL slug: 'Web Development' -> 'web-development'. */
export function categorySlug(category: string): string {
  return category
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function fileSlug(file: string): string {
  return (file.split('/').at(-1) ?? file).replace(/\.md$/, '');
}

/** Newest first by the instant of publication (zones differ between regions). */
export function byNewest(a: Pick<Article, 'published'>, b: Pick<Article, 'published'>): number {
  return Date.parse(b.published) - Date.parse(a.published);
}

/**
 * Reads a collection (file path -> Markdown with frontmatter), checks every
 * file and returns the articles to publish, newest first. Any bad file,
 * draft or not, throws an ArticleCollectionError naming each file, field and
 * reason: the build fails rather than publish a page with a hole in it.
 */
export function loadArticles(sources: Record<string, string>, options: LoadOptions): Article[] {
  const problems: ArticleProblem[] = [];
  const articles: Article[] = [];
  const bySlug = new Map<string, string>();
  // The first spelling of each category (by its slug) and the file that wrote it.
  const categories = new Map<string, { name: string; file: string }>();
  for (const [file, source] of Object.entries(sources).sort(([a], [b]) => a.localeCompare(b))) {
    const read = readFrontmatter(file, source);
    if ('problems' in read) {
      problems.push(...read.problems);
      continue;
    }
    const { frontmatter, lines } = read;
    const problem = (field: string, reason: string): ArticleProblem => ({
      file,
      line: lines.field(field),
      field,
      reason,
    });
    const slug = frontmatter.slug ?? fileSlug(file);
    const fileProblems: ArticleProblem[] = [...read.placeholders];
    if (!slugPattern.test(slug))
      fileProblems.push(
        problem('slug', `the file name gives "${slug}": name the file like local-seo-basics.md or set slug`),
      );
    const other = bySlug.get(slug);
    if (other) fileProblems.push(problem('slug', `duplicate slug "${slug}": ${other} has it too`));
    else bySlug.set(slug, file);
    if (!options.authors.includes(frontmatter.author))
      fileProblems.push(
        problem(
          'author',
          `unknown author "${frontmatter.author}": must be a team member (${options.authors.join(', ')})`,
        ),
      );
    // One category, one spelling: two would share a page (/blogs/category/<slug>) under two labels.
    const category = categorySlug(frontmatter.category);
    const spelled = categories.get(category);
    if (spelled && spelled.name !== frontmatter.category)
      fileProblems.push(
        problem(
          'category',
          `"${frontmatter.category}" is the category ${spelled.file} writes "${spelled.name}": write it the same way`,
        ),
      );
    else if (!spelled) categories.set(category, { name: frontmatter.category, file });
    const updated = frontmatter.updated ?? frontmatter.published;
    if (Date.parse(updated) < Date.parse(frontmatter.published))
      fileProblems.push(problem('updated', 'bad date: before published'));
    const images = options.images ?? {};
    const hero = heroImage(file, frontmatter.hero, images, { lines, draft: frontmatter.draft });
    if (Array.isArray(hero)) fileProblems.push(...hero);
    const { raw, tree: body } = markdownToTrees(read.body);
    fileProblems.push(...bodyProblems(file, raw, lines), ...pictureBody(file, body, images, lines));
    problems.push(...fileProblems);
    if (fileProblems.length > 0 || Array.isArray(hero)) continue;
    const { slug: _slug, updated: _updated, hero: _hero, ...rest } = frontmatter;
    articles.push({
      ...rest,
      file,
      slug,
      updated,
      categorySlug: category,
      hero,
      body,
      readingMinutes: readingMinutes(body),
    });
  }
  if (problems.length > 0) throw new ArticleCollectionError(problems);
  const published = (article: Article) =>
    !article.draft && Date.parse(article.published) <= options.now.getTime();
  return articles.filter((article) => options.includeUnpublished || published(article)).sort(byNewest);
}
