import { FormSection, type FormSectionProps } from './form-section.tsx';

/** Where the job application form goes (Careers): pass the form as children. */
export function JobApplicationSection(props: Omit<FormSectionProps, 'id'>) {
  return <FormSection id="apply" tone="muted" {...props} />;
}
