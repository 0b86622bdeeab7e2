import type { BenefitsSectionData } from '@agency/content';
import {
  ButtonLink,
  Card,
  FadeInTitle,
  Grid,
  Heading,
  Section,
  Stack,
  Text,
  type SectionTone,
} from '@agency/ui';
import { CardIcon } from './card-icon.tsx';

/**
 * Benefit cards: they grow to 1.05 under the pointer (Card) and the title
 * fades in rising 20 px (FadeInTitle); both stay still under reduced motion.
 */
export function BenefitsSection({ section, tone }: { section: BenefitsSectionData; tone?: SectionTone }) {
  const titleId = `${section.id}-title`;
  return (
    <Section aria-labelledby={titleId} tone={tone}>
      <Stack gap="lg">
        <Stack gap="sm">
          <FadeInTitle level={2} id={titleId}>
            {section.heading}
          </FadeInTitle>
          {section.lead ? <Text tone="muted">{section.lead}</Text> : null}
        </Stack>
        <Grid as="ul" columns={{ tablet: 2, desktop: 3 }}>
          {section.items.map((benefit) => {
            const benefitTitleId = `${section.id}-${benefit.id}`;
            return (
              <Card as="li" key={benefit.id} data-benefit={benefit.id}>
                {benefit.icon ? <CardIcon name={benefit.icon} /> : null}
                <Heading level={3} size="lg" id={benefitTitleId}>
                  {benefit.title}
                </Heading>
                <Text tone="muted">{benefit.description}</Text>
                {section.itemCta ? (
                  <div css={{ marginTop: 'auto' }}>
                    {/* The card's title describes which benefit the visitor asks about. */}
                    <ButtonLink to={section.itemCta.href} aria-describedby={benefitTitleId}>
                      {section.itemCta.label}
                    </ButtonLink>
                  </div>
                ) : null}
              </Card>
            );
          })}
        </Grid>
      </Stack>
    </Section>
  );
}
