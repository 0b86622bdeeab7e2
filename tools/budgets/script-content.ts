/**
 * What a script holds, told by its content rather than its file name: chunk
 * names are the bundler's choice and change with the code that goes in them.
 */

/**
 * React DOM registers itself with React DevTools as `rendererPackageName: "react-dom"`
 * in its production build too. A property name and a string literal: minifiers keep
 * both, whatever quotes they pick. No other package of the site writes it.
 */
const reactDomMarker = /\brendererPackageName\s*:\s*(["'`])react-dom\1/;

/**
 * TanStack Query's message for a missing provider: a string literal, so it
 * survives minification, and TanStack Query is bundled only with the sending
 * forms. The chunk holding it is the forms' library.
 */
export const formsLibraryMarker = 'No QueryClient set';

export const holdsReactDom = (source: string): boolean => reactDomMarker.test(source);

export const holdsFormsLibrary = (source: string): boolean => source.includes(formsLibraryMarker);
