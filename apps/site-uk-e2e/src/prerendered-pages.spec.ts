import { prerenderedPagesTests } from '@agency/e2e-support';

prerenderedPagesTests({
  pages: [
    { path: '/uk/', heading: 'Websites, campaigns and hires that pay for themselves' },
    { path: '/uk', heading: 'Websites, campaigns and hires that pay for themselves' },
    {
      path: '/uk/services/website-development',
      heading: 'Website development that turns visitors into enquiries',
    },
  ],
  missing: ['/uk/no-such-page'],
});
