import { describe, expect, it } from 'vitest';
import { blogIntro, blogListing } from './blog.ts';

describe('Blog content', () => {
  it("heads the picks 'Editor's Picks' (the cards themselves are the collections' articles)", () => {
    expect(blogIntro.picksHeading).toBe("Editor's Picks");
  });

  it('gives every listing page and category page a title of its own', () => {
    expect(blogListing.pageTitle(2)).not.toBe(blogListing.pageTitle(3));
    expect(blogListing.categoryTitle('SEO')).toBe('Blog: articles on SEO');
    expect(blogListing.categoryDescription('SEO', 'uk')).not.toBe(
      blogListing.categoryDescription('SEO', 'in'),
    );
  });
});
