// `nx run templates-in:check` (and templates-uk): checks one region's answer
// templates alone, in well under a second, as the API checks them when it
// starts. Run from the workspace root with the collection's folder:
//   node libs/answer-templates/src/check-templates.ts libs/collections/in/templates
import { loadTemplates } from './load-templates.ts';
import { CollectionError } from '@agency/articles/collection';
import { templateSources } from './template-sources.ts';

const folder = process.argv[2]?.replace(/\/$/, '');
if (!folder) {
  console.error(
    'usage: node libs/answer-templates/src/check-templates.ts libs/collections/<region>/templates',
  );
  process.exit(2);
}
try {
  const templates = loadTemplates(templateSources(process.cwd(), folder));
  console.log(`${folder}: ${templates.length} answer templates, all valid`);
} catch (error) {
  console.error(error instanceof CollectionError ? error.message : error);
  process.exit(1);
}
