import { NotFoundSection } from '@agency/sections';

export const meta = {
  title: 'Page not found',
  description: 'The page you asked for does not exist. Find our services from the home page.',
};

export default function NotFoundPage() {
  return <NotFoundSection homePath="/uk" />;
}
