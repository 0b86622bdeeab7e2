import { rememberVisit } from '@agency/api-client';
import { startIslands } from '@agency/islands/runtime';
import { siteIslands } from '@agency/sections';

// The only script of every page: it keeps where the tab's visit began (for the
// attribution a form sends) and hydrates the page's islands when each is needed.
rememberVisit(window.sessionStorage, window.location, document.referrer);
startIslands(siteIslands);
