import type { NavLink } from '@agency/content';
import { AppLink, ButtonLink, Heading, Section, Stack, Text } from '@agency/ui';

export interface NotFoundContentProps {
  homePath: string;
  /** A few useful places to go instead. */
  suggestions: NavLink[];
}

/** The 404 page: says plainly what happened and offers the way back. */
export function NotFoundContent({ homePath, suggestions }: NotFoundContentProps) {
  return (
    <Section aria-labelledby="not-found-title">
      <Stack gap="lg" align="flex-start">
        <Heading level={1} id="not-found-title">
          Page not found
        </Heading>
        <Text size="lg">
          The page you asked for does not exist or has moved. Check the address, or start again from the home
          page.
        </Text>
        <ButtonLink to={homePath}>Go to the home page</ButtonLink>
        <nav aria-labelledby="not-found-suggestions">
          <Heading level={2} size="lg" id="not-found-suggestions">
            Popular pages
          </Heading>
          <ul>
            {suggestions.map((link) => (
              <li key={link.to}>
                <AppLink to={link.to}>{link.label}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
      </Stack>
    </Section>
  );
}
