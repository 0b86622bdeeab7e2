import type { ServiceCard } from '../page-content.ts';

/**
 * 'Our Marketing Services': the ten IT services, each linking to its page.
 * The first, Web Development, is the highlighted card (docs/requirements.md §2).
 */
export const marketingServices: ServiceCard[] = [
  {
    title: 'Web Development',
    description: 'Fast, secure websites built on clean code, ready to grow with your business.',
    icon: 'code',
    link: { label: 'Explore Web Development', href: '/services/website-development' },
    highlighted: true,
  },
  {
    title: 'Web Design',
    description: 'Distinctive, accessible designs that make your brand memorable and your offer clear.',
    icon: 'layout',
    link: { label: 'Explore Web Design', href: '/services/website-design' },
  },
  {
    title: 'Android App Development',
    description: 'Native Android apps that customers keep on their home screen and actually use.',
    icon: 'phone',
    link: { label: 'Explore Android App Development', href: '/services/android-app' },
  },
  {
    title: 'Web Hosting',
    description: 'Managed hosting with 99.9% uptime, daily backups and engineers on call 24/7.',
    icon: 'server',
    link: { label: 'Explore Web Hosting', href: '/services/hosting' },
  },
  {
    title: 'Ecommerce Development',
    description: 'Online shops with quick checkouts, clean catalogues and stock that stays in sync.',
    icon: 'cart',
    link: { label: 'Explore Ecommerce Development', href: '/services/ecommerce' },
  },
  {
    title: 'CRM Development',
    description: 'A CRM shaped around your sales process, so no lead is forgotten again.',
    icon: 'users',
    link: { label: 'Explore CRM Development', href: '/services/crm' },
  },
  {
    title: 'Search Engine Optimisation',
    description: 'Technical fixes, content and links that lift the rankings your buyers search for.',
    icon: 'search',
    link: { label: 'Explore Search Engine Optimisation', href: '/services/seo' },
  },
  {
    title: 'Social Media Management',
    description: 'Planned, on-brand posting and community care across the networks your customers use.',
    icon: 'share',
    link: { label: 'Explore Social Media Management', href: '/services/social-media' },
  },
  {
    title: 'Lead Generation',
    description: 'Campaigns and landing pages that fill your pipeline with buyers, not browsers.',
    icon: 'target',
    link: { label: 'Explore Lead Generation', href: '/services/lead-gen' },
  },
  {
    title: 'Pay-Per-Click Advertising',
    description: 'Google and social ads managed against cost per lead, reported every week.',
    icon: 'cursor',
    link: { label: 'Explore Pay-Per-Click Advertising', href: '/services/ppc' },
  },
];
