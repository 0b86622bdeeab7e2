/**
 * Tree-shaking hints shared by both sites' builds.
 *
 * @emotion/react's browser build has a bare `import 'hoist-non-react-statics'`
 * (for `withTheme`, which we never use). That package is CommonJS, so the
 * bundler must assume the import has side effects and kept it and react-is in
 * the JavaScript every page loads before hydration (~1.2 kB gzip). It only
 * defines and exports a function: declaring it side-effect free drops it.
 */
export const siteTreeshake = {
  moduleSideEffects: [{ test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false }],
};
