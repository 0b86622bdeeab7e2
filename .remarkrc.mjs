// `npm run check:links`: every relative link and #anchor in the docs and READMEs
// points at a file or heading that exists (no network: external links are not fetched).
import remarkValidateLinks from 'remark-validate-links';

export default { plugins: [[remarkValidateLinks, { repository: false }]] };
