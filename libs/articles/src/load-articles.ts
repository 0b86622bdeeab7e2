import type { Root } from 'hast';
import { heroImage, pictureBody, type ArticleImage, type ResponsiveImage } from './article-images.ts';
import { loadCollection, type CollectionProblem, type PlaceholderRule } from './collection.ts';
import { frontmatterSchema, slugPattern, type Frontmatter } from './frontmatter.ts';
import { placeholderMarker } from './placeholder.ts';
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

/** Newest first by the instant of publication (zones differ between regions). */
export function byNewest(a: Pick<Article, 'published'>, b: Pick<Article, 'published'>): number {
  return Date.parse(b.published) - Date.parse(a.published);
}

// A draft may hold the placeholder while it is written; any other article is published, now or
// on its date, by a build nobody watches.
const articlePlaceholders: PlaceholderRule = {
  refusedIn: (data) => (data as { draft?: unknown } | null)?.draft !== true,
  reason: `still has the placeholder "${placeholderMarker}" from npm run new:article: write the real text, or keep draft: true`,
};

/**
 * Reads a collection (file path -> Markdown with frontmatter), checks every
 * file and returns the articles to publish, newest first. Any bad file,
 * draft or not, throws a CollectionError naming each file, field and
 * reason: the build fails rather than publish a page with a hole in it.
 */
export function loadArticles(sources: Record<string, string>, options: LoadOptions): Article[] {
  // The first spelling of each category (by its slug) and the file that wrote it.
  const categories = new Map<string, { name: string; file: string }>();
  const articles = loadCollection(sources, {
    names: { one: 'An article is', many: 'Articles are' },
    schema: frontmatterSchema,
    placeholders: articlePlaceholders,
    entry({ file, name, frontmatter, body: markdown, lines, problem, claim }): Article | CollectionProblem[] {
      if (!frontmatter) return [];
      const slug = frontmatter.slug ?? name;
      const problems: CollectionProblem[] = [];
      if (!slugPattern.test(slug))
        problems.push(
          problem(
            'slug',
            `the file name gives "${slug}": name the file like local-seo-basics.md or set slug`,
          ),
        );
      const other = claim('slug', slug);
      if (other) problems.push(problem('slug', `duplicate slug "${slug}": ${other} has it too`));
      if (!options.authors.includes(frontmatter.author))
        problems.push(
          problem(
            'author',
            `unknown author "${frontmatter.author}": must be a team member (${options.authors.join(', ')})`,
          ),
        );
      // One category, one spelling: two would share a page (/blogs/category/<slug>) under two labels.
      const category = categorySlug(frontmatter.category);
      const spelled = categories.get(category);
      if (spelled && spelled.name !== frontmatter.category)
        problems.push(
          problem(
            'category',
            `"${frontmatter.category}" is the category ${spelled.file} writes "${spelled.name}": write it the same way`,
          ),
        );
      else if (!spelled) categories.set(category, { name: frontmatter.category, file });
      const updated = frontmatter.updated ?? frontmatter.published;
      if (Date.parse(updated) < Date.parse(frontmatter.published))
        problems.push(problem('updated', 'bad date: before published'));
      const images = options.images ?? {};
      const hero = heroImage(file, frontmatter.hero, images, { problem, draft: frontmatter.draft });
      if (Array.isArray(hero)) problems.push(...hero);
      const { raw, tree: body } = markdownToTrees(markdown);
      problems.push(...bodyProblems(file, raw, lines), ...pictureBody(file, body, images, lines));
      if (problems.length > 0 || Array.isArray(hero)) return problems;
      const { slug: _slug, updated: _updated, hero: _hero, ...rest } = frontmatter;
      return {
        ...rest,
        file,
        slug,
        updated,
        categorySlug: category,
        hero,
        body,
        readingMinutes: readingMinutes(body),
      };
    },
  });
  const published = (article: Article) =>
    !article.draft && Date.parse(article.published) <= options.now.getTime();
  return articles.filter((article) => options.includeUnpublished || published(article)).sort(byNewest);
}
