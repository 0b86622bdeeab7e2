import { JSDOM, VirtualConsole } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { earlyInputScript, withEarlyInputScript } from './early-input-script.ts';

const entryTag = '<script type="module" crossorigin src="/uk/assets/index-AbC123.js"></script>';
const page = (head: string) =>
  `<!doctype html><html><head>${head}</head><body>` +
  `<agency-island data-island="header"><button type="button">IT Services</button></agency-island>` +
  `<button type="button" id="outside">Outside</button></body></html>`;

describe('the early-input script', () => {
  it('takes the place of the entry module tag, and names the runtime for its import', () => {
    const html = withEarlyInputScript(page(`<title>t</title>${entryTag}`));
    expect(html).not.toContain('type="module"');
    expect(html).toMatch(/<title>t<\/title><script>\(function\(.+\)\}\)\(\{.+\}\);?<\/script><\/head>/);
    expect(html).toMatch(/runtime:[`"']\/uk\/assets\/index-AbC123\.js[`"']/);
  });

  it('refuses a page with no entry module tag, or more than one', () => {
    expect(() => withEarlyInputScript(page(''))).toThrow(
      'a built page has one entry module script, this one has 0',
    );
    expect(() => withEarlyInputScript(page(entryTag + entryTag))).toThrow('this one has 2');
  });

  it('runs on its own, as a page runs it: it holds a press in an island and hands it over', () => {
    // A page of its own, which sees nothing of this module: the script must carry all it uses.
    // (jsdom has no PerformanceObserver, like a browser that reports no paints.)
    const scriptErrors: string[] = [];
    const virtualConsole = new VirtualConsole();
    virtualConsole.on('jsdomError', (error) => scriptErrors.push(error.message));
    const dom = new JSDOM(page(`<script>${earlyInputScript('/assets/index-x.js')}</script>`), {
      runScripts: 'dangerously',
      pretendToBeVisual: true,
      virtualConsole,
    });
    expect(scriptErrors).toEqual([]);
    const { document } = dom.window;
    document.querySelector<HTMLButtonElement>('agency-island button')!.click();
    document.querySelector<HTMLButtonElement>('#outside')!.click();
    const handOver = (dom.window as unknown as { agencyEarlyInput: () => { events: Event[] } })
      .agencyEarlyInput;
    const held = handOver().events;
    expect(held.map((event) => [event.type, (event.target as Element).textContent])).toEqual([
      ['click', 'IT Services'],
    ]);
    dom.window.close();
  });

  it('is small: under 1 kB before compression', () => {
    expect(earlyInputScript('/uk/assets/index-AbC123.js').length).toBeLessThan(1_024);
  });
});
