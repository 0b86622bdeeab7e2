import { describe, expect, it } from 'vitest';
import { attributionHeaderValue, rememberVisit } from './attribution.ts';

/** A tab's sessionStorage, as the browser gives it. */
function tabStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}
const at = (href: string) => new URL(href) as unknown as Location;
const parsed = (value: string) => Object.fromEntries(new URLSearchParams(value));

describe('where a visit came from', () => {
  it("keeps the tab's first page and the site that linked to it, and sends them with the form's page", () => {
    const storage = tabStorage();
    rememberVisit(
      storage,
      at('https://agency.example/services/seo?utm_source=newsletter&utm_campaign=autumn'),
      'https://mail.example.org/inbox/42',
    );
    rememberVisit(storage, at('https://agency.example/ContactUs'), 'https://agency.example/services/seo');
    expect(
      parsed(
        attributionHeaderValue(
          storage,
          at('https://agency.example/ContactUs'),
          'https://agency.example/services/seo',
        ),
      ),
    ).toEqual({
      landing: '/services/seo?utm_source=newsletter&utm_campaign=autumn',
      page: '/ContactUs',
      referrer: 'mail.example.org',
    });
  });

  it("stands in the form's own page when nothing was kept, and never names our own site as the referrer", () => {
    expect(
      parsed(
        attributionHeaderValue(
          tabStorage(),
          at('https://agency.example/uk/?utm_source=flyer'),
          'https://agency.example/uk/blogs',
        ),
      ),
    ).toEqual({
      landing: '/uk/?utm_source=flyer',
      page: '/uk/?utm_source=flyer',
    });
  });

  it('keeps nothing, and throws nothing, when the browser refuses storage', () => {
    const refusing = {
      ...tabStorage(),
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    } as Storage;
    expect(() => rememberVisit(refusing, at('https://agency.example/'), '')).not.toThrow();
    expect(parsed(attributionHeaderValue(refusing, at('https://agency.example/Careers'), ''))).toEqual({
      landing: '/Careers',
      page: '/Careers',
    });
  });
});
