import { startIslands } from '@agency/islands/runtime';
// The registry alone, not the package's index: Vite's dev server runs every module an index
// names, and the feeds' XML writer (a Node library) there stops the runtime in a browser.
import { siteIslands } from '@agency/sections/islands';

// The island runtime: only pages that have an island (a sending form) load it.
startIslands(siteIslands);
