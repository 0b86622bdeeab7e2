/** The three calls of spec section 7; paths are kept exactly. */
export const apiPaths = {
  proposal: '/api/submit',
  contactQuery: '/api/contact/query',
  ukProjectEnquiry: '/api/Ukfrom/Ukcontact',
} as const;
