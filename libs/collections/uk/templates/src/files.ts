import { collectionOnDisk } from '@agency/articles/sources-on-disk';

/**
 * The UK team's answer templates: one file per template in this folder's parent
 * (docs/content.md#answer-templates), read from disk by the API, which checks them with
 * @agency/answer-templates as it starts and offers them to staff replying to the region's
 * leads. Named from the workspace root, so a bad file's message says where it is.
 */
export const { sources: templateSources } = collectionOnDisk(
  new URL('../', import.meta.url),
  'libs/collections/uk/templates',
);
