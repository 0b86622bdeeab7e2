import createCache from '@emotion/cache';

/**
 * The same key on server and client, so the client adopts the prerendered styles.
 *
 * No vendor prefixes (`stylisPlugins: []` replaces Emotion's default prefixer):
 * the build targets browsers that read every property we use unprefixed (the
 * JavaScript already needs Safari 16 / Chrome 107), and the prefixes were 35%
 * of the critical CSS inlined in every page, parsed before the first paint.
 * A property that still needs one is written with it (`-webkit-text-size-adjust`).
 */
export function createSiteEmotionCache() {
  return createCache({ key: 'css', stylisPlugins: [] });
}
