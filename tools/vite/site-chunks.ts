/**
 * How both sites' builds split React out of the entry, so that the page
 * loader (tools/prerender/deferred-scripts.ts) can evaluate React DOM in a
 * task of its own before the entry. React DOM's evaluation was most of the
 * entry's one long task.
 *
 * Two chunks, because React DOM is CommonJS: the bundler wraps each CommonJS
 * module in a function that runs where an ES module first imports it.
 * - `react-vendor`: React, React DOM and the scheduler, as those wrappers;
 *   evaluating this chunk defines them and runs nothing.
 * - `react-dom-client` (the loader's first chunk): our small module
 *   re-exporting React DOM's client API, which runs React DOM's body.
 * React DOM creates Error objects while it initialises. With an inspector
 * attached (Lighthouse, DevTools), V8 records each one's stack with source
 * positions, re-parsing every function on the stack. Run from the vendor
 * chunk's own top level, that stack held the whole 220 kB chunk as well as
 * React DOM's body; run from the small module, only React DOM's body.
 */
export const firstChunkName = 'react-dom-client';

export const siteCodeSplitting = {
  groups: [
    { name: 'react-vendor', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
    { name: firstChunkName, test: /[\\/]libs[\\/]sections[\\/]src[\\/]site[\\/]react-dom-client\.ts$/ },
    // The forms' code, in three chunks that libs/forms/src/index.ts evaluates
    // in three tasks: zod, then the libraries the forms use, then the forms.
    {
      name: 'zod-without-eval',
      test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]libs[\\/]forms[\\/]src[\\/]zod-without-eval\.ts$/,
    },
    {
      name: 'forms-libraries',
      test: /[\\/]node_modules[\\/](react-hook-form|@hookform|@tanstack)[\\/]|[\\/]libs[\\/]forms[\\/]src[\\/]forms-libraries\.ts$/,
    },
  ],
};
