// The brand artwork as SVG: the share image and the logo. Brand colours
// match libs/ui's theme; the name matches libs/content's brand.
const brand = 'Brightpath Digital';
const colors = { brand: '#0b5cad', brandStrong: '#08457f', accent: '#ffb703', white: '#ffffff' };
const font = `font-family="'DejaVu Sans', 'Liberation Sans', Arial, sans-serif"`;

/** The monogram of the favicon, drawn in a 32-unit box. */
const monogram = `<path d="M9 23V9h7.5a4 4 0 0 1 0 8H9m7-0 4 6" fill="none" stroke="${colors.white}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;

export function brandArtwork(kind: 'share' | 'logo'): string {
  if (kind === 'logo')
    return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${colors.brand}"/>${monogram}</svg>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors.brandStrong}"/>
      <stop offset="1" stop-color="${colors.brand}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1060" cy="120" r="260" fill="${colors.white}" fill-opacity="0.06"/>
  <circle cx="1130" cy="560" r="200" fill="${colors.white}" fill-opacity="0.05"/>
  <path d="M700 630 C 860 470, 1000 450, 1200 380 L1200 630 Z" fill="${colors.accent}" fill-opacity="0.9"/>
  <g transform="translate(80 90) scale(4)"><rect width="32" height="32" rx="8" fill="${colors.brand}" stroke="${colors.white}" stroke-opacity="0.35"/>${monogram}</g>
  <text x="80" y="330" fill="${colors.white}" ${font} font-size="84" font-weight="700">${brand}</text>
  <text x="80" y="400" fill="${colors.white}" ${font} font-size="38">Websites · Digital marketing · Recruitment</text>
  <rect x="80" y="450" width="120" height="8" rx="4" fill="${colors.accent}"/>
  <text x="80" y="530" fill="${colors.white}" fill-opacity="0.9" ${font} font-size="32">India and United Kingdom</text>
</svg>`;
}
