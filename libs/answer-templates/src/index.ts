export { loadTemplates, serves, type AnswerTemplate } from './load-templates.ts';
export {
  fillMergeFields,
  isMergeField,
  mergeFieldNames,
  mergeFields,
  staffNameOf,
  type MergeField,
  type MergeValues,
} from './merge-fields.ts';
