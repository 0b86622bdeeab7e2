// `nx run templates-in:check` (and templates-uk): checks one region's answer
// templates alone, in well under a second, as the API checks them when it
// starts. Run from the workspace root with the collection's folder:
//   node libs/answer-templates/src/check-templates.ts libs/collections/in/templates
import { resolve } from 'node:path';
import { CollectionError } from '@agency/articles/collection';
import { collectionOnDisk } from '@agency/articles/sources-on-disk';
import { loadTemplates } from './load-templates.ts';

const folder = process.argv[2]?.replace(/\/$/, '');
if (!folder) {
  console.error(
    'usage: node libs/answer-templates/src/check-templates.ts libs/collections/<region>/templates',
  );
  process.exit(2);
}
try {
  const templates = loadTemplates(collectionOnDisk(resolve(folder), folder).sources);
  console.log(`${folder}: ${templates.length} answer templates, all valid`);
} catch (error) {
  console.error(error instanceof CollectionError ? error.message : error);
  process.exit(1);
}
