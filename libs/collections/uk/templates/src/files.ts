import { readdirSync, readFileSync } from 'node:fs';

/**
 * The UK team's answer templates: one file per template in this folder's parent
 * (docs/content.md#answer-templates), read from disk by the API, which checks them with
 * @agency/answer-templates as it starts and offers them to staff replying to the region's
 * leads. Named from the workspace root, so a bad file's message says where it is.
 */
const folder = 'libs/collections/uk/templates';
const here = new URL('../', import.meta.url);

export const templateSources: Record<string, string> = Object.fromEntries(
  readdirSync(here)
    .filter((name) => name.endsWith('.md'))
    .map((name) => [`${folder}/${name}`, readFileSync(new URL(name, here), 'utf8')]),
);
