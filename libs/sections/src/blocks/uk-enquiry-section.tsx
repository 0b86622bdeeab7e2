import { FormSection, type FormSectionProps } from './form-section.tsx';

/** Where the UK project enquiry form goes (UK home and UK contact page): pass the form as children. */
export function UkEnquirySection(props: Omit<FormSectionProps, 'id'>) {
  return <FormSection id="enquiry" {...props} />;
}
