import { regionalPage } from './localise.ts';

/** SEO: intro with image, 3-step process, 'why you need it' (4), services (6). */
export const seoPage = regionalPage({
  path: '/services/seo',
  meta: {
    in: {
      title: 'SEO Services in Noida and across India',
      description:
        'Technical SEO, content and local search from our Noida team: rank for the searches your buyers make across India and turn visits into enquiries.',
    },
    uk: {
      title: 'SEO Agency for UK Businesses',
      description:
        'Search engine optimisation for UK companies: technical fixes, useful content, local SEO and link building, reported monthly against enquiries.',
    },
  },
  sections: [
    {
      kind: 'intro',
      id: 'intro',
      eyebrow: 'Search engine optimisation',
      heading: 'SEO that brings you customers, not just rankings',
      paragraphs: [
        '93% of online experiences begin with a search engine, and 75% of searchers never scroll past the first page of results. If you are not there, your competitors are.',
        'We fix the technical issues holding your site back, write content that answers what your buyers ask, and earn links from sites they trust. Then we report on the enquiries it brings, not just positions.',
      ],
      image: {
        src: '/images/illustrations/seo.svg',
        alt: 'A search results page with your website in the top position and a rising traffic chart',
        width: 480,
        height: 360,
      },
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'Our SEO process',
      steps: [
        {
          number: 1,
          title: 'Audit and research',
          description:
            'A technical audit, competitor analysis and keyword research focused on buying intent.',
          icon: 'search',
        },
        {
          number: 2,
          title: 'Optimise and create',
          description: 'We fix speed, structure and metadata, then publish pages that answer real questions.',
          icon: 'code',
        },
        {
          number: 3,
          title: 'Build authority and report',
          description: 'Earned links and local citations grow trust; monthly reports tie rankings to leads.',
          icon: 'chart',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'why',
      heading: 'Why you need SEO',
      columns: 4,
      items: [
        {
          title: 'Customers are searching now',
          description: 'Search reaches people at the moment they are looking for what you sell.',
          icon: 'target',
        },
        {
          title: 'Traffic that compounds',
          description: 'Unlike ads, a well-ranked page keeps bringing visitors month after month.',
          icon: 'chart',
        },
        {
          title: 'Trust and credibility',
          description: 'Buyers trust the businesses they find on the first page of results.',
          icon: 'star',
        },
        {
          title: 'Lower cost per lead',
          description: 'Over time organic leads cost far less than paying for every click.',
          icon: 'gauge',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'services',
      heading: 'Our SEO services',
      columns: 3,
      items: [
        {
          title: 'Technical SEO',
          description: 'Crawlability, Core Web Vitals, structured data and indexing fixed at the source.',
          icon: 'code',
        },
        {
          title: 'Local SEO',
          description: 'Business profiles, citations and reviews that win the map pack in your area.',
          icon: 'globe',
        },
        {
          title: 'Content writing',
          description:
            'Guides, service pages and articles written by specialists for buyers and search engines.',
          icon: 'lightbulb',
        },
        {
          title: 'Link building',
          description: 'Relevant, earned links from real publications in your industry, never link farms.',
          icon: 'share',
        },
        {
          title: 'Ecommerce SEO',
          description: 'Category and product page optimisation that lifts revenue, not just visits.',
          icon: 'cart',
        },
        {
          title: 'SEO reporting',
          description: 'Clear monthly reports connecting rankings and traffic to enquiries and sales.',
          icon: 'chart',
        },
      ],
    },
  ],
});
