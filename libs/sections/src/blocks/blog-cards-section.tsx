import { css } from '@emotion/react';
import type { BlogCard, RegionId } from '@agency/content';
import { Card, Grid, Heading, Image, Section, Stack, Text } from '@agency/ui';

const locales: Record<RegionId, string> = { in: 'en-IN', uk: 'en-GB' };

/** Static article cards: image, category tag, title, date and author. */
export function BlogCardsSection({
  heading,
  cards,
  region,
}: {
  heading: string;
  cards: BlogCard[];
  region: RegionId;
}) {
  // A fixed time zone keeps the prerendered date and the hydrated date identical.
  const format = new Intl.DateTimeFormat(locales[region], { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <Section aria-labelledby="picks-title">
      <Stack gap="lg">
        <Heading level={2} id="picks-title">
          {heading}
        </Heading>
        <Grid as="ul" columns={{ tablet: 2, desktop: 3 }} data-blog-cards="">
          {cards.map((card) => (
            <Card as="li" key={card.title} hoverScale={false} css={{ padding: 0, overflow: 'hidden' }}>
              <Image {...card.img} css={{ width: '100%' }} />
              <Stack gap="sm" css={(t) => ({ padding: t.space.lg })}>
                <Text
                  as="span"
                  size="sm"
                  weight="semibold"
                  css={(t) => css`
                    align-self: flex-start;
                    padding: ${t.space.xs} ${t.space.sm};
                    border-radius: ${t.radii.pill};
                    background: ${t.colors.brandTint};
                    color: ${t.colors.ink};
                  `}
                >
                  {card.category}
                </Text>
                <Heading level={3} size="lg">
                  {card.title}
                </Heading>
                <Text tone="muted" size="sm">
                  <time dateTime={card.date}>{format.format(new Date(card.date))}</time> · {card.author}
                </Text>
                <Text>{card.excerpt}</Text>
              </Stack>
            </Card>
          ))}
        </Grid>
      </Stack>
    </Section>
  );
}
