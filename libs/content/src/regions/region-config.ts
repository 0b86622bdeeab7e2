import type { Region } from '@agency/contract';

/** What differs per region: identity, contact details and where the tree lives. */
export interface RegionConfig {
  id: Region;
  /** Router basename: '' for India, '/uk' for the UK. */
  basename: string;
  /** `<html lang>`. */
  lang: 'en-IN' | 'en-GB';
  brand: string;
  email: string;
  phone: { display: string; tel: string };
  /** The Noida office shown in both headers (docs/requirements.md §2). */
  headerAddress: string;
}
