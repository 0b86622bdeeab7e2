import { marketingServices } from './shared/services.ts';
import type { CardsSectionData, HeroContent, PageMeta } from './page-content.ts';

export const homeInMeta: PageMeta = {
  path: '/',
  title: 'Digital marketing, web development and recruitment in India',
  description:
    'Websites, apps, SEO, paid ads and hiring support from one Noida team, measured against the leads and hires they bring you.',
};

export const homeInHero: HeroContent = {
  eyebrow: 'Digital marketing · Web · Recruitment',
  heading: 'Grow faster with one team for your website, your marketing and your hiring',
  lead: 'We build fast websites and apps, fill them with qualified visitors through SEO and paid campaigns, and find the people you need to keep growing. Every engagement starts with the numbers you want to move.',
  cta: { label: 'Talk to an Expert', href: '/ContactUs' },
  image: {
    src: '/images/illustrations/growth-dashboard.svg',
    alt: 'A dashboard whose enquiry and traffic charts climb month on month',
    width: 480,
    height: 360,
  },
};

/** 'Essential Features': the CRM we set up for clients, six cards and 'Get Started Free'. */
export const homeInFeatures: CardsSectionData = {
  kind: 'cards',
  id: 'essential-features',
  heading: 'Essential Features',
  lead: 'Every website we launch can come with a CRM that is ready on day one, so each enquiry is captured, followed up and measured.',
  columns: 3,
  items: [
    {
      title: 'Every lead in one place',
      description:
        'Form fills, calls, WhatsApp chats and ad leads land in a single inbox with their source attached.',
      icon: 'users',
    },
    {
      title: 'Automatic follow-ups',
      description:
        'Reminders and email sequences go out on time, so a warm enquiry never goes cold over a busy week.',
      icon: 'mail',
    },
    {
      title: 'Sales pipeline at a glance',
      description: 'Drag deals between stages and see exactly what is likely to close this month.',
      icon: 'chart',
    },
    {
      title: 'Reports that answer questions',
      description: 'Which campaign brought your best customers? See revenue by channel, not just clicks.',
      icon: 'gauge',
    },
    {
      title: 'Secure by default',
      description: 'Role-based access, encrypted backups and an audit trail of every change to a record.',
      icon: 'shield',
    },
    {
      title: 'Works on every device',
      description: 'Your team updates deals from a phone on the road as easily as from a desk in the office.',
      icon: 'phone',
    },
  ],
  cta: { label: 'Get Started Free', href: '/ContactUs' },
};

export const homeInTeam = {
  heading: 'Our Team Member',
  lead: 'The specialists who plan, build and report on your work. You speak to them directly, not through a chain of account managers.',
} as const;

/** 'Our Marketing Services': the ten IT services, Web Development highlighted. */
export const homeInServices: CardsSectionData = {
  kind: 'cards',
  id: 'marketing-services',
  heading: 'Our Marketing Services',
  lead: 'Pick one service or combine them: every team works from the same plan and the same numbers.',
  columns: 3,
  items: marketingServices,
};

export const homeInContact = {
  heading: "LET'S CONNECT",
  lead: 'Tell us what you want to achieve. A specialist replies within one working day.',
  /** The landing page's own wording of the hours (docs/requirements.md §2). */
  hours: 'Mon-Fri 10:00AM-7PM',
  phonesNote: 'Phones open 24/7',
} as const;
