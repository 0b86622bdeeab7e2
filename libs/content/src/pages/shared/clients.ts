import type { ClientLogo } from '../page-content.ts';

// Fictional companies: wordmarks drawn for this site, so no real brand is implied.
const names = [
  ['Northwind Logistics', 'northwind-logistics'],
  ['Saffron Table', 'saffron-table'],
  ['Kestrel Finance', 'kestrel-finance'],
  ['Bluepeak Solar', 'bluepeak-solar'],
  ['Harbour & Vale', 'harbour-and-vale'],
  ['Quillstone Legal', 'quillstone-legal'],
  ['Monsoon Textiles', 'monsoon-textiles'],
  ['Ferncroft Clinics', 'ferncroft-clinics'],
  ['Orbitline Telecom', 'orbitline-telecom'],
  ['Tandem Bikes', 'tandem-bikes'],
  ['Lumen Learning Co', 'lumen-learning'],
  ['Copperleaf Homes', 'copperleaf-homes'],
  ['Zephyr Travel', 'zephyr-travel'],
  ['Granite Works', 'granite-works'],
  ['Pixel Orchard', 'pixel-orchard'],
  ['Riverside Dental', 'riverside-dental'],
  ['Ashoka Foods', 'ashoka-foods'],
  ['Brightwater Retail', 'brightwater-retail'],
] as const;

/**
 * The 18 client wordmarks of the 'Trusted By Leading Brands and Companies'
 * strip (docs/requirements.md §9): one sprite, each logo framed by its `<view>`, so a
 * page loads and draws one SVG document rather than 18
 * (tools/wordmarks/outline-wordmarks.ts).
 */
export const clientLogos: ClientLogo[] = names.map(([name, slug]) => ({
  name,
  image: { src: `/images/clients.svg#${slug}`, alt: name, width: 160, height: 64 },
}));

export const trustedByHeading = 'Trusted By Leading Brands and Companies';
