import { regionalPage } from './localise.ts';

/** Ecommerce: intro with image, 3-step process, 'why you need it' (4), services (6). */
export const ecommercePage = regionalPage({
  path: '/services/ecommerce',
  meta: {
    in: {
      title: 'Ecommerce Website Development in India',
      description:
        'Online shops built in Noida with fast checkouts, UPI and card payments, synced stock and marketplace integrations, ready to sell across India.',
    },
    uk: {
      title: 'Ecommerce Development Agency for UK Retailers',
      description:
        'Ecommerce websites for UK retailers: quick checkouts, card and wallet payments, VAT-ready pricing and stock synced with your marketplaces.',
    },
  },
  sections: [
    {
      kind: 'intro',
      id: 'intro',
      eyebrow: 'Ecommerce development',
      heading: 'Online shops that sell more and abandon less',
      paragraphs: [
        'Around 70% of online shopping carts are abandoned before payment, most often because of slow pages, surprise costs or a clumsy checkout. Each of those is fixable.',
        'We build ecommerce websites with clear product pages, quick checkouts and the payment methods your customers prefer, including UPI, cards and wallets, connected to your stock and delivery systems.',
      ],
      image: {
        src: '/images/illustrations/ecommerce.svg',
        alt: 'An online shop on a phone with a shopping basket and a completed order confirmation',
        width: 480,
        height: 360,
      },
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'How we build your shop',
      steps: [
        {
          number: 1,
          title: 'Plan the catalogue and journey',
          description: 'We structure categories, filters and product data around how your customers shop.',
          icon: 'lightbulb',
        },
        {
          number: 2,
          title: 'Build and integrate',
          description: 'Store, payments, shipping, stock and accounting are connected and tested end to end.',
          icon: 'code',
        },
        {
          number: 3,
          title: 'Launch and optimise',
          description: 'After launch we test checkout changes and product pages to lift conversion rates.',
          icon: 'rocket',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'why',
      heading: 'Why you need an ecommerce website',
      columns: 4,
      items: [
        {
          title: 'Open around the clock',
          description: 'Take orders at midnight and on holidays without adding staff.',
          icon: 'clock',
        },
        {
          title: 'Reach new regions',
          description: 'Sell well beyond the customers who can visit your shop in person.',
          icon: 'globe',
        },
        {
          title: 'Own your customer data',
          description: 'Build repeat business from your own customer list, not a marketplace’s.',
          icon: 'users',
        },
        {
          title: 'Higher margins',
          description: 'Selling direct avoids the commission marketplaces take on every order.',
          icon: 'chart',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'services',
      heading: 'Our ecommerce services',
      columns: 3,
      items: [
        {
          title: 'Custom online stores',
          description: 'Shops designed for your brand and built for speed on any device.',
          icon: 'cart',
        },
        {
          title: 'Shopify and WooCommerce',
          description: 'Theme design, custom apps and plugins for the platforms you already use.',
          icon: 'layout',
        },
        {
          title: 'Payment gateway integration',
          description: 'Secure card, wallet and bank payments with clear confirmations and refunds.',
          icon: 'shield',
        },
        {
          title: 'Marketplace integration',
          description: 'Keep stock, prices and orders in sync with Amazon and other marketplaces.',
          icon: 'share',
        },
        {
          title: 'Checkout optimisation',
          description: 'Fewer steps, guest checkout and clear costs to cut cart abandonment.',
          icon: 'target',
        },
        {
          title: 'Store maintenance',
          description: 'Updates, security patches, backups and new features on a monthly plan.',
          icon: 'check',
        },
      ],
    },
  ],
  overrides: {
    uk: {
      intro: {
        paragraphs: [
          'Around 70% of online shopping carts are abandoned before payment, most often because of slow pages, surprise costs or a clumsy checkout. Each of those is fixable.',
          'We build ecommerce websites with clear product pages, quick checkouts and the payment methods UK shoppers expect, including cards, Apple Pay, Google Pay and PayPal, with VAT shown correctly and stock connected to your delivery systems.',
        ],
      },
    },
  },
});
