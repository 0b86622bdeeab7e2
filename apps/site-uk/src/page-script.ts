import { runPageScript } from '@agency/sections/page-script';

// The script every page runs, inlined at the end of its body by the prerender
// (plain DOM, no React): what the header and the region banner leave to a script.
runPageScript();
