import { brandName, noidaAddress } from './brand.ts';
import type { RegionConfig } from './region-config.ts';

// 020 7946 0xxx is in Ofcom's range reserved for drama, so it reaches nobody.
export const ukRegion = {
  id: 'uk',
  basename: '/uk',
  lang: 'en-GB',
  brand: `${brandName} UK`,
  email: 'hello.uk@example.com',
  supportEmail: 'support.uk@example.com',
  phone: { display: '020 7946 0958', tel: '+442079460958' },
  headerAddress: noidaAddress,
} as const satisfies RegionConfig;
