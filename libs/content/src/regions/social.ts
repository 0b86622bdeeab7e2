/** A profile of the agency on a social network, linked from the footers. */
export interface SocialProfile {
  id: 'linkedin' | 'instagram' | 'facebook';
  /** The network's name: the link's accessible name. */
  label: string;
  href: string;
}

// Fictional profile names on the real networks; a real agency sets its own.
export const socialProfiles: readonly SocialProfile[] = [
  { id: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/brightpath-digital-example' },
  { id: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/brightpath.digital.example' },
  { id: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/brightpath.digital.example' },
];
