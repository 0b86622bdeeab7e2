import { regionalPage } from './localise.ts';

/** CRM: intro with image, 3-step process, 'why you need it' (4), services (6). */
export const crmPage = regionalPage({
  path: '/services/crm',
  meta: {
    in: {
      title: 'CRM Development and Integration in India',
      description:
        'Custom CRM development, setup and integration for Indian sales teams: every lead captured, followed up and reported, with WhatsApp and GST workflows.',
    },
    uk: {
      title: 'CRM Development and Integration for UK Teams',
      description:
        'Bespoke CRM systems and integrations for UK businesses: capture every lead, automate follow-ups and see your pipeline clearly. GDPR-ready by design.',
    },
  },
  sections: [
    {
      kind: 'intro',
      id: 'intro',
      eyebrow: 'CRM development',
      heading: 'A CRM built around the way you sell',
      paragraphs: [
        'Sales teams spend around 60% of their week on work other than selling: chasing spreadsheets, searching inboxes and updating records. The right CRM gives that time back.',
        'We build, configure and integrate CRMs that fit your sales process, connect to your website, phone and email, and show you exactly where every deal stands.',
      ],
      image: {
        src: '/images/illustrations/crm.svg',
        alt: 'A sales pipeline board with deal cards moving from new lead to won',
        width: 480,
        height: 360,
      },
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'How we deliver your CRM',
      steps: [
        {
          number: 1,
          title: 'Map your sales process',
          description: 'We sit with your team to chart stages, hand-offs and the reports leaders need.',
          icon: 'users',
        },
        {
          number: 2,
          title: 'Build and integrate',
          description:
            'We configure or build the CRM and connect it to your website, email, phone and accounts.',
          icon: 'code',
        },
        {
          number: 3,
          title: 'Train and improve',
          description: 'Hands-on training, clean data migration and monthly reviews keep adoption high.',
          icon: 'check',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'why',
      heading: 'Why you need a CRM',
      columns: 4,
      items: [
        {
          title: 'No lost leads',
          description: 'Every enquiry is logged with an owner and a next step, automatically.',
          icon: 'target',
        },
        {
          title: 'Faster follow-ups',
          description: 'Reminders and templates help your team reply while the buyer is still interested.',
          icon: 'clock',
        },
        {
          title: 'Forecasts you can trust',
          description: 'See the value and stage of every deal and forecast revenue with confidence.',
          icon: 'chart',
        },
        {
          title: 'Happier customers',
          description: 'Full history at hand means customers never have to repeat themselves.',
          icon: 'heart',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'services',
      heading: 'Our CRM services',
      columns: 3,
      items: [
        {
          title: 'Custom CRM development',
          description: 'A CRM built from scratch when off-the-shelf tools do not fit your process.',
          icon: 'code',
        },
        {
          title: 'CRM setup and configuration',
          description: 'Pipelines, fields, permissions and automations configured in leading CRM platforms.',
          icon: 'layout',
        },
        {
          title: 'Integrations',
          description: 'Connect forms, telephony, email, accounting and ecommerce so data flows by itself.',
          icon: 'cloud',
        },
        {
          title: 'Data migration',
          description:
            'Contacts and history moved from spreadsheets or old systems, cleaned and de-duplicated.',
          icon: 'server',
        },
        {
          title: 'Sales automation',
          description: 'Lead assignment, follow-up sequences and alerts that run without anyone remembering.',
          icon: 'rocket',
        },
        {
          title: 'Dashboards and reporting',
          description: 'Live dashboards for pipeline, activity and revenue, built for the questions you ask.',
          icon: 'chart',
        },
      ],
    },
  ],
});
