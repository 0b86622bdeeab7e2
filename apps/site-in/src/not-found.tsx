import { headerNavigation, type NavLink } from '@agency/content';
import { NotFoundContent } from '@agency/sections';

export const meta = {
  title: 'Page not found',
  description: 'The page you asked for does not exist. Find our services from the home page.',
};

const navigation = headerNavigation('in');
// The top-level pages of the header, and the first of each service group.
const suggestions: NavLink[] = navigation.items.flatMap((item) =>
  item.kind === 'group' ? item.links.slice(0, 1) : item.label === 'Home' ? [] : [item],
);

export default function NotFoundPage() {
  return <NotFoundContent homePath={navigation.home} suggestions={suggestions} />;
}
