import { startIslands } from '@agency/islands/runtime';
import { siteIslands } from '@agency/sections';

// The only script of every page: it hydrates the page's islands when each is needed.
startIslands(siteIslands);
