import { css } from '@emotion/react';
import type { BlogCard } from '@agency/content';
import { Card, Grid, Heading, Image, Section, Stack, Text } from '@agency/ui';
import { longDate } from './long-date.ts';

/** Static article cards: image, category tag, title, date and author. */
export function BlogCardsSection({ heading, cards }: { heading: string; cards: BlogCard[] }) {
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
                  <time dateTime={card.date}>{longDate(card.date)}</time> · {card.author}
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
