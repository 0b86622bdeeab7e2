import { css } from '@emotion/react';
import type { ImageAsset } from '@agency/content';
import { AppLink, Card, Grid, Heading, Image, Section, Stack, Text } from '@agency/ui';
import { cardImageSizes } from './image-sizes.ts';
import { longDate } from '../blocks/long-date.ts';

/** An article as a card shows it. */
export interface BlogCard {
  /** The article's page, an absolute path of this tree. */
  to: string;
  title: string;
  category: string;
  /** The day of publication as the article's zone writes it (YYYY-MM-DD). */
  date: string;
  author: string;
  excerpt: string;
  /** With `sources` when the build made it responsive (an article's JPEG or PNG hero). */
  img: ImageAsset & { sources?: readonly { type: string; srcSet: string }[] };
}

/** Article cards: image, category tag, title linking to the article, date and author, excerpt. */
export function BlogCardsSection({
  id,
  heading,
  cards,
  tone,
}: {
  /** Unique on the page: a page may list several sets of cards. */
  id: string;
  heading: string;
  cards: readonly BlogCard[];
  tone?: 'muted';
}) {
  const titleId = `${id}-title`;
  return (
    <Section aria-labelledby={titleId} tone={tone}>
      <Stack gap="lg">
        <Heading level={2} id={titleId}>
          {heading}
        </Heading>
        <Grid as="ul" columns={{ tablet: 2, desktop: 3 }} data-blog-cards={id}>
          {cards.map((card) => (
            <Card as="li" key={card.to} hoverScale={false} css={{ padding: 0, overflow: 'hidden' }}>
              <Image {...card.img} sizes={cardImageSizes} css={{ width: '100%', height: 'auto' }} />
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
                  <AppLink to={card.to}>{card.title}</AppLink>
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
