import type { Position } from '@agency/positions';
import { positionWords, type RegionConfig } from '@agency/content';
import { AppLink, Heading, Section, Stack, Text } from '@agency/ui';
import { locationText } from './position-facts.ts';
import { positionPath } from './position-paths.ts';

/**
 * The region's open positions, each linking to its page: on the Careers page (below its h2) and
 * on the closed page (below its h1). Each title is one level below the heading the list sits
 * under, so the outline never skips a level; it looks the same on both.
 */
export function PositionList({
  region,
  positions,
  under = 2,
}: {
  region: RegionConfig;
  positions: readonly Position[];
  /** The level of the heading the list sits under. */
  under?: 1 | 2;
}) {
  if (positions.length === 0) return <Text>{positionWords.noneOpen}</Text>;
  return (
    <ul data-open-positions="" css={{ margin: 0, paddingInlineStart: '1.25rem' }}>
      {positions.map((position) => (
        <li key={position.slug}>
          <Heading level={under === 1 ? 2 : 3} size="xl">
            <AppLink to={`${region.basename}${positionPath(position.slug)}`}>{position.title}</AppLink>
          </Heading>
          <Text tone="muted">
            {locationText(position)} · {positionWords.employmentTypes[position.employmentType]}
          </Text>
        </li>
      ))}
    </ul>
  );
}

/** The Careers page's section listing the open positions, above the application form. */
export function OpenPositionsSection({
  region,
  positions,
}: {
  region: RegionConfig;
  positions: readonly Position[];
}) {
  return (
    <Section aria-labelledby="open-positions">
      <Stack gap="md">
        <Heading level={2} id="open-positions">
          {positionWords.listHeading}
        </Heading>
        <Text>{positionWords.listLead}</Text>
        <PositionList region={region} positions={positions} />
      </Stack>
    </Section>
  );
}
