import { regionalPage } from './localise.ts';

/** Why choose us: three features and a culture grid of six values (docs/requirements.md §2). */
export const whyChooseUsPage = regionalPage({
  path: '/about/Why-choose',
  meta: {
    in: {
      title: 'Why choose us: a results-led agency in Noida',
      description:
        'Tailored strategies, experienced experts and transparent reporting: why Indian businesses trust our Noida team with their growth and hiring.',
    },
    uk: {
      title: 'Why choose us: a results-led London agency',
      description:
        'Why UK firms pick us: strategies tailored to their market, senior specialists and honest monthly reports, backed by a culture built on six values.',
    },
  },
  sections: [
    {
      kind: 'intro',
      id: 'intro',
      eyebrow: 'Why choose us',
      heading: 'An agency that earns its place in your plans every month',
      paragraphs: [
        'Choosing a partner for your website, marketing or hiring is a bet on people. Here is how we make that bet a safe one: a plan built for your business, specialists who have done it before, and reporting that hides nothing.',
      ],
    },
    {
      kind: 'cards',
      id: 'features',
      heading: 'What you can count on',
      columns: 3,
      items: [
        {
          title: 'Tailored strategies',
          description:
            'No templates. We study your market, your competitors and your numbers, then plan the few actions most likely to move them.',
          icon: 'lightbulb',
        },
        {
          title: 'Experienced experts',
          description:
            'Senior developers, designers, marketers and recruiters with years in their field lead your work from start to finish.',
          icon: 'star',
        },
        {
          title: 'Transparent reporting',
          description:
            'A plain-language report every month: what we did, what it cost, what it returned and what we will do next.',
          icon: 'chart',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'culture',
      heading: 'Our culture',
      lead: 'Six values shape how we work with clients and with each other.',
      columns: 3,
      items: [
        {
          title: 'Ownership',
          description: 'Each project has a named lead who is accountable for its results, good or bad.',
          icon: 'briefcase',
        },
        {
          title: 'Recognition',
          description: 'Good work is noticed and credited, in front of the team and in front of the client.',
          icon: 'star',
        },
        {
          title: 'Collaboration',
          description: 'Designers, developers and marketers plan together, so nothing is lost between teams.',
          icon: 'users',
        },
        {
          title: 'Integrity',
          description:
            'We tell you when something is not working, and we never promise results we cannot deliver.',
          icon: 'shield',
        },
        {
          title: 'Growth',
          description:
            'Training budgets, mentoring and certifications keep our skills ahead of the platforms.',
          icon: 'rocket',
        },
        {
          title: 'Work-life balance',
          description: 'Sensible hours and real holidays keep people sharp, and keep them with us for years.',
          icon: 'heart',
        },
      ],
    },
  ],
  overrides: {
    uk: {
      intro: {
        paragraphs: [
          'Choosing a partner for your website, marketing or hiring is a bet on people. UK clients tell us they stay for three reasons: a plan built for their market, specialists who have done it before, and reporting that hides nothing.',
        ],
      },
    },
  },
});
