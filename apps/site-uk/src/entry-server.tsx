import { renderSitePage } from '@agency/sections/server';
import { site } from './site.tsx';

// Read by the prerender (tools/site-build) at build time, and by the dev server per request.
export const prerenderPaths = [...site.routes, ...site.utilityPages].map((route) => route.path);
export const notFoundPath = '/__not-found__';
export const render = (pathname: string) => renderSitePage(site, pathname);
// The files the tree serves besides its pages (the blog's feeds), given the build's absolute URLs.
export const files = (urlOf: (path: string) => string) => site.files?.(urlOf) ?? [];
