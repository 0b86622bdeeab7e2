import { describe, expect, it } from 'vitest';
import { formsLibraryMarker, holdsFormsLibrary, holdsReactDom } from './script-content.ts';

describe('what a script holds', () => {
  it('knows React DOM by its DevTools registration, whatever quotes the minifier chose', () => {
    expect(holdsReactDom('var qh={bundleType:0,version:`19.3.1`,rendererPackageName:`react-dom`,x:1}')).toBe(
      true,
    );
    expect(holdsReactDom('{rendererPackageName:"react-dom"}')).toBe(true);
    expect(holdsReactDom("{ rendererPackageName : 'react-dom' }")).toBe(true);
  });

  it('does not take React itself, another renderer or a mere mention for React DOM', () => {
    expect(
      holdsReactDom('import"./react-dom-chunk.js";const o=Symbol.for("react.transitional.element")'),
    ).toBe(false);
    expect(holdsReactDom('{rendererPackageName:"react-dom/server"}')).toBe(false);
    expect(holdsReactDom('{rendererPackageName:"react-art"}')).toBe(false);
    expect(holdsReactDom('{rendererPackageName:"react-dom`}')).toBe(false);
  });

  it("knows the forms' library by TanStack Query's missing-provider message", () => {
    expect(
      holdsFormsLibrary(`throw Error(\`${formsLibraryMarker}, use QueryClientProvider to set one\`)`),
    ).toBe(true);
    expect(holdsFormsLibrary('export const zod = 1;')).toBe(false);
  });
});
