export { formIslands } from './form-islands.ts';
