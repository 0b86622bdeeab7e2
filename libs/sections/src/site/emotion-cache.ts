import createCache from '@emotion/cache';

/** The same key on server and client, so the client adopts the prerendered styles. */
export function createSiteEmotionCache() {
  return createCache({ key: 'css' });
}
