export { ContactEnquiryForm } from './contact-enquiry-form.tsx';
