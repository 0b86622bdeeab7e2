import { speculationRules } from './speculation-rules.ts';

/** Escapes text for use inside HTML text and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as
 * \u escapes, so no text in it can close the script or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export interface SeoHead {
  /** `<html lang>`: en-IN or en-GB. */
  lang: string;
  /** Absolute URL of the page itself; undefined for the 404 page, which has none. */
  canonical: string | undefined;
  /** The 404 page: `noindex`, no canonical, no alternates. */
  noindex: boolean;
  /** hreflang alternates (the page itself included), or none when the page exists in one tree only. */
  alternates: { hreflang: string; href: string }[];
  siteName: string;
  /** Open Graph locale, e.g. en_IN. */
  ogLocale: string;
  ogLocaleAlternates: string[];
  image: { url: string; width: number; height: number; type: string; alt: string };
  jsonLd: unknown[];
  /** The feeds every page links to: `<link rel="alternate" type=… title=… href=…>`. */
  feeds?: readonly { type: string; title: string; href: string }[];
  /** An article: `og:type article` with its times (with zone), section and author's page. */
  article?: { publishedTime: string; modifiedTime: string; section: string; authorUrl: string };
}

export interface PageHead {
  title: string;
  description: string;
  styleTags: string;
  seo: SeoHead;
}

function meta(attribute: 'name' | 'property', key: string, content: string | number): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;
}

/** The crawler-facing part of the head: robots, canonical, hreflang, Open Graph, Twitter card, JSON-LD. */
export function seoTags(head: Pick<PageHead, 'title' | 'description' | 'seo'>): string[] {
  const { seo, title, description } = head;
  return [
    ...(seo.noindex ? [meta('name', 'robots', 'noindex')] : []),
    ...(seo.canonical ? [`<link rel="canonical" href="${escapeHtml(seo.canonical)}">`] : []),
    ...seo.alternates.map(
      (a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`,
    ),
    ...(seo.feeds ?? []).map(
      (f) =>
        `<link rel="alternate" type="${escapeHtml(f.type)}" title="${escapeHtml(f.title)}" href="${escapeHtml(f.href)}">`,
    ),
    meta('property', 'og:type', seo.article ? 'article' : 'website'),
    ...(seo.article
      ? [
          meta('property', 'article:published_time', seo.article.publishedTime),
          meta('property', 'article:modified_time', seo.article.modifiedTime),
          meta('property', 'article:section', seo.article.section),
          meta('property', 'article:author', seo.article.authorUrl),
        ]
      : []),
    meta('property', 'og:site_name', seo.siteName),
    meta('property', 'og:locale', seo.ogLocale),
    ...seo.ogLocaleAlternates.map((l) => meta('property', 'og:locale:alternate', l)),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    ...(seo.canonical ? [meta('property', 'og:url', seo.canonical)] : []),
    meta('property', 'og:image', seo.image.url),
    meta('property', 'og:image:type', seo.image.type),
    meta('property', 'og:image:width', seo.image.width),
    meta('property', 'og:image:height', seo.image.height),
    meta('property', 'og:image:alt', seo.image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', seo.image.url),
    meta('name', 'twitter:image:alt', seo.image.alt),
    ...seo.jsonLd.map((node) => `<script type="application/ld+json">${jsonForScript(node)}</script>`),
  ];
}

/** Fills the app's index.html template with one page's head and markup. */
export function fillTemplate(template: string, head: PageHead, appHtml: string): string {
  const headHtml = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    ...seoTags(head),
    `<script type="speculationrules">${jsonForScript(speculationRules)}</script>`,
    head.styleTags,
  ].join('\n    ');
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html must contain <!--app-head--> and <!--app-html--> placeholders');
  }
  if (!/<html[\s>]/.test(template)) throw new Error('index.html must have an <html> element');
  return template
    .replace(/<html(\s[^>]*)?>/, (_, attributes: string | undefined) => {
      const rest = (attributes ?? '').replace(/\slang="[^"]*"/, '');
      return `<html lang="${escapeHtml(head.seo.lang)}"${rest}>`;
    })
    .replace('<!--app-head-->', () => headHtml)
    .replace('<!--app-html-->', () => appHtml);
}
