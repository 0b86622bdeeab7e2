import type { Page } from '@playwright/test';

/** The paths of the scripts a page fetches, in order. */
export function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Every URL the browser requested, decoded, to look for what was typed. */
export function watchUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(decodeURIComponent(request.url())));
  return urls;
}

/** A stamp that makes each test's email address its own, so rows are found by address. */
export const uniqueStamp = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
