import type { Region } from '@agency/contract';
import { headerNavigation, type NavLink } from '@agency/content';
import { NotFoundContent } from '../layout/not-found-content.tsx';
import type { SitePage } from '../site-definition/site-definition.ts';

/** The 404 page of a region: the way home, and a few useful pages. */
export function notFoundPage(region: Region): SitePage {
  const navigation = headerNavigation(region);
  // The top-level pages of the header, and the first of each service group.
  const suggestions: NavLink[] = navigation.items.flatMap((item) =>
    item.kind === 'group' ? item.links.slice(0, 1) : item.label === 'Home' ? [] : [item],
  );
  return {
    meta: {
      title: 'Page not found',
      description: 'The page you asked for does not exist. Find our services from the home page.',
    },
    Component: () => <NotFoundContent homePath={navigation.home} suggestions={suggestions} />,
  };
}
