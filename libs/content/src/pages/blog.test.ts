import { describe, expect, it } from 'vitest';
import { blogIntro, editorsPicks } from './blog.ts';

describe('Blog content', () => {
  it("has 'Editor's Picks' with 3 cards, each with date, author, title, category and image", () => {
    expect(blogIntro.picksHeading).toBe("Editor's Picks");
    expect(editorsPicks).toHaveLength(3);
    for (const card of editorsPicks) {
      expect(card.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(card.date))).toBe(false);
      expect(card.author).not.toBe('');
      expect(card.title).not.toBe('');
      expect(card.category).not.toBe('');
      expect(card.img).toMatchObject({ width: 480, height: 270 });
    }
  });
});
