import { css } from '@emotion/react';
import type { StatisticsSectionData } from '@agency/content';
import { Heading, mediaUp, Section, Stack } from '@agency/ui';

/** Figures in a description list: each value read with its label. */
export function StatisticsSection({ section }: { section: StatisticsSectionData }) {
  const titleId = `${section.id}-title`;
  return (
    <Section aria-labelledby={titleId} tone="night">
      <Stack gap="lg">
        <Heading level={2} id={titleId}>
          {section.heading}
        </Heading>
        <dl
          css={(t) => css`
            display: grid;
            gap: ${t.space.lg};
            margin: 0;
            grid-template-columns: repeat(2, minmax(0, 1fr));
            ${mediaUp('desktop')} {
              grid-template-columns: repeat(${section.items.length}, minmax(0, 1fr));
            }
          `}
        >
          {section.items.map((stat) => (
            <div key={stat.label} css={{ display: 'flex', flexDirection: 'column-reverse' }}>
              <dt
                css={(t) => css`
                  color: ${t.colors.onNightMuted};
                `}
              >
                {stat.label}
              </dt>
              <dd
                css={(t) => css`
                  margin: 0;
                  font-size: ${t.fontSizes.xxl};
                  font-weight: ${t.fontWeights.bold};
                  color: ${t.colors.accent};
                `}
              >
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
      </Stack>
    </Section>
  );
}
