import { brandName, noidaAddress } from './brand.ts';
import type { RegionConfig } from './region-config.ts';

// Fictional contact details: example.com mail and an unallocated-looking
// number, to be replaced by configuration of a real agency.
export const indiaRegion: RegionConfig = {
  id: 'in',
  basename: '',
  lang: 'en-IN',
  brand: brandName,
  email: 'hello@example.com',
  phone: { display: '+91 120 400 0000', tel: '+911204000000' },
  headerAddress: noidaAddress,
};
