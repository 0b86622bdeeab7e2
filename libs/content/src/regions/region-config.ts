import type { Region } from '@agency/contract';

/** What differs per region: identity, contact details and where the tree lives. */
export interface RegionConfig {
  id: Region;
  /** Router basename: '' for India, '/uk' for the UK. */
  basename: string;
  /** `<html lang>`. */
  lang: 'en-IN' | 'en-GB';
  brand: string;
  /** The region's contact address: the header, its office, the structured data all show this one. */
  email: string;
  /** A second address for clients' support, where the region has one (the UK contact block). */
  supportEmail?: string;
  /** The region's phone number, likewise everywhere. */
  phone: { display: string; tel: string };
  /** The Noida office shown in both headers (docs/requirements.md §2). */
  headerAddress: string;
}
