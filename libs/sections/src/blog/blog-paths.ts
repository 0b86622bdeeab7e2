import type { BlogPath, SitePath } from '@agency/content';

/** The blog index: the spec's path, the first page of the listing. */
export const blogIndexPath = '/blogs' satisfies SitePath;

/** How many articles a page of the listing shows. */
export const articlesPerPage = 12;

export const articlePath = (slug: string): BlogPath => `/blogs/${slug}`;

/** Page `n` of the listing, newest first; page 1 is the index. */
export const listingPagePath = (n: number): SitePath => (n === 1 ? blogIndexPath : `/blogs/page/${n}`);

export const categoryPath = (categorySlug: string): BlogPath => `/blogs/category/${categorySlug}`;
