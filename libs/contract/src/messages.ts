/** The texts of docs/requirements.md §8, exactly as written there. */
export const messages = {
  proposalSuccess: 'Form submitted successfully!',
  proposalFailure: 'Failed to submit form.',
  proposalNetworkError: 'Something went wrong.',
  contactFailure: 'Something went wrong. Please try again.',
  callbackSuccess: 'Thank you! We’ll contact you soon.',
  callbackServerRespondedPrefix: 'Server responded ',
  enquirySuccess: 'Thank you! We’ll be in touch.',
  enquiryFailure: 'Failed to submit form',
} as const;
