export { formIslands } from './form-islands.ts';
// Sends nothing, so it is not an island: its HTML is all it is.
export { JobApplicationForm } from './job-application-form.tsx';
