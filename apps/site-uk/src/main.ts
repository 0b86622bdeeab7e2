import { startIslands } from '@agency/islands/runtime';
import { siteIslands } from '@agency/sections';

// The island runtime: only pages that have an island (a sending form) load it.
startIslands(siteIslands);
