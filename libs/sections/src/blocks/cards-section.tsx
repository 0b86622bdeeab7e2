import { css } from '@emotion/react';
import type { CardsSectionData } from '@agency/content';
import { AppLink, ButtonLink, Card, Grid, Heading, Section, Stack, Text, type SectionTone } from '@agency/ui';
import { CardIcon } from './card-icon.tsx';

/** A grid of service, feature or value cards; a card with a link is a link to its page. */
export function CardsSection({ section, tone }: { section: CardsSectionData; tone?: SectionTone }) {
  const titleId = `${section.id}-title`;
  const columns = section.columns ?? 3;
  return (
    <Section aria-labelledby={titleId} tone={tone} id={section.id}>
      <Stack gap="lg">
        <Stack gap="sm">
          <Heading level={2} id={titleId}>
            {section.heading}
          </Heading>
          {section.lead ? <Text tone="muted">{section.lead}</Text> : null}
        </Stack>
        <Grid as="ul" columns={{ tablet: 2, desktop: columns }} data-cards={section.id}>
          {section.items.map((item) => {
            const highlighted = 'highlighted' in item && item.highlighted === true;
            const link = 'link' in item ? item.link : undefined;
            return (
              <Card as="li" key={item.title} highlighted={highlighted} hoverScale={Boolean(link)}>
                {item.icon ? <CardIcon name={item.icon} /> : null}
                <Heading level={3} size="lg">
                  {item.title}
                </Heading>
                <Text tone={highlighted ? 'inherit' : 'muted'}>{item.description}</Text>
                {link ? (
                  <AppLink
                    to={link.href}
                    css={(t) => css`
                      margin-top: auto;
                      font-weight: ${t.fontWeights.semibold};
                      min-height: ${t.sizes.touch};
                      display: inline-flex;
                      align-items: center;
                    `}
                  >
                    {link.label}
                  </AppLink>
                ) : null}
              </Card>
            );
          })}
        </Grid>
        {section.cta ? (
          <div>
            <ButtonLink to={section.cta.href}>{section.cta.label}</ButtonLink>
          </div>
        ) : null}
      </Stack>
    </Section>
  );
}
