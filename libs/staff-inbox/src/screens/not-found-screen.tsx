import { Stack, Text } from '@agency/ui';
import { Link } from 'react-router-dom';
import { ScreenHeading } from '../layout/screen-heading.tsx';

export const notFoundWords = {
  heading: 'Not found',
  text: 'There is nothing here, or it is not yours to see.',
} as const;

/** Anything that does not exist, or is outside the member's scope: the API answers both alike. */
export function NotFoundScreen() {
  return (
    <Stack gap="md">
      <ScreenHeading>{notFoundWords.heading}</ScreenHeading>
      <Text>{notFoundWords.text}</Text>
      <p>
        <Link to="/">Back to the leads</Link>
      </p>
    </Stack>
  );
}
