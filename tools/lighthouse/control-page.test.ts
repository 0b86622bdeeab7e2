import { describe, expect, it } from 'vitest';
import { startControlPage } from './control-page.ts';

describe('the control page', () => {
  it('serves a heading and a sentence, no stylesheet or script, and stops', async () => {
    const control = await startControlPage();
    const response = await fetch(control.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<h1>Control page</h1>');
    expect(html).not.toMatch(/<(script|style|link|img)\b/);
    await control.stop();
    await expect(fetch(control.url)).rejects.toThrow();
  });
});
