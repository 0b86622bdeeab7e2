import { regionalPage } from './localise.ts';

/** App development: intro with image, 3-step process, 'why you need it' (4), services (6). */
export const androidAppPage = regionalPage({
  path: '/services/android-app',
  meta: {
    in: {
      title: 'Android App Development Company in Noida',
      description:
        'Native Android apps designed and built in Noida: fast, reliable on budget phones and patchy networks, and published to Google Play for you.',
    },
    uk: {
      title: 'Android App Development for UK Businesses',
      description:
        'Android apps for UK companies, from idea to Google Play: user-tested design, clean Kotlin code, secure back ends and support after launch.',
    },
  },
  sections: [
    {
      kind: 'intro',
      id: 'intro',
      eyebrow: 'Android app development',
      heading: 'Android apps your customers keep and use',
      paragraphs: [
        'Your customers live on their phones, and 57% of users say they will not recommend a business with a poorly designed mobile experience. An app that is slow or confusing is deleted within days.',
        'We design and build native Android apps in Kotlin that start quickly, work offline, respect battery and data, and make the one thing your customers come for effortless.',
      ],
      image: {
        src: '/images/illustrations/android-app.svg',
        alt: 'An Android phone showing an app home screen with notification and booking cards',
        width: 480,
        height: 360,
      },
    },
    {
      kind: 'process',
      id: 'process',
      heading: 'From idea to Google Play',
      steps: [
        {
          number: 1,
          title: 'Discover and prototype',
          description: 'We define the core features and test a clickable prototype with real users.',
          icon: 'lightbulb',
        },
        {
          number: 2,
          title: 'Design and develop',
          description: 'Two-week sprints deliver working builds you can install and try on your own phone.',
          icon: 'code',
        },
        {
          number: 3,
          title: 'Launch and support',
          description: 'We publish to Google Play, monitor crashes and reviews, and ship regular updates.',
          icon: 'rocket',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'why',
      heading: 'Why you need an app',
      columns: 4,
      items: [
        {
          title: 'Always in their pocket',
          description: 'Your brand sits on the home screen, one tap away from the next order.',
          icon: 'phone',
        },
        {
          title: 'Direct notifications',
          description: 'Reach customers instantly with offers and updates they have opted in to.',
          icon: 'mail',
        },
        {
          title: 'Stronger loyalty',
          description: 'Rewards, saved details and quick reordering keep customers coming back.',
          icon: 'heart',
        },
        {
          title: 'Richer insight',
          description: 'In-app analytics show which features people use and where they drop off.',
          icon: 'chart',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'services',
      heading: 'Our app development services',
      columns: 3,
      items: [
        {
          title: 'Native Android development',
          description: 'Kotlin apps built with modern Android architecture for speed and stability.',
          icon: 'phone',
        },
        {
          title: 'App UI/UX design',
          description: 'Screens designed to Material guidelines and tested with your real users.',
          icon: 'layout',
        },
        {
          title: 'Back-end and APIs',
          description: 'Secure servers, databases and APIs that your app and website can share.',
          icon: 'server',
        },
        {
          title: 'App testing and QA',
          description: 'Automated and manual testing across popular devices and Android versions.',
          icon: 'check',
        },
        {
          title: 'Play Store launch',
          description: 'Listings, screenshots and release management for a smooth Google Play launch.',
          icon: 'rocket',
        },
        {
          title: 'Maintenance and updates',
          description: 'OS updates, new features and performance tuning on a predictable plan.',
          icon: 'clock',
        },
      ],
    },
  ],
});
