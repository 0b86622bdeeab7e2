import { css } from '@emotion/react';
import { markdownToTree } from '@agency/articles';
import type { Position } from '@agency/positions';
import { positionWords, type RegionConfig } from '@agency/content';
import { Heading, Section, Stack, Text } from '@agency/ui';
import { JobApplicationSection } from '../blocks/job-application-section.tsx';
import { longDate } from '../blocks/long-date.ts';
import { ArticleBody } from '../blog/article-body.tsx';
import { Breadcrumbs } from '../blog/breadcrumbs.tsx';
import { JobApplicationIsland } from '../islands/job-application-island.tsx';
import type { SitePage } from '../site-definition/site-definition.ts';
import { jobPosting } from './job-posting.ts';
import { dayOfInstant, locationText, salaryText } from './position-facts.ts';
import { careersPath } from './position-paths.ts';

const factsCss = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0;
  dd {
    margin: 0;
  }
  dt {
    font-weight: 600;
  }
`;

function PositionView({
  region,
  position,
  open,
}: {
  region: RegionConfig;
  position: Position;
  open: readonly Position[];
}) {
  const base = region.basename;
  const words = positionWords.facts;
  return (
    <>
      <Section aria-labelledby="page-title" tone="muted">
        <Stack gap="md" css={(t) => ({ maxWidth: t.sizes.prose })}>
          <Breadcrumbs
            trail={[
              { name: 'Home', to: base || '/' },
              { name: positionWords.careersCrumb, to: `${base}${careersPath}` },
            ]}
            current={position.title}
          />
          <Heading level={1} id="page-title">
            {position.title}
          </Heading>
          <Text data-position-summary="">{position.summary}</Text>
          <dl css={factsCss} data-position-facts="">
            <dt>{words.location}</dt>
            <dd data-position-location="">{locationText(position)}</dd>
            <dt>{words.employmentType}</dt>
            <dd data-position-employment="">{positionWords.employmentTypes[position.employmentType]}</dd>
            <dt>{words.salary}</dt>
            <dd data-position-salary="">{salaryText(region, position)}</dd>
            <dt>{words.posted}</dt>
            <dd>
              <time dateTime={position.datePosted}>{longDate(position.datePosted)}</time>
            </dd>
            <dt>{words.closes}</dt>
            <dd>
              <time dateTime={position.validThrough} data-position-closes="">
                {longDate(dayOfInstant(position.validThrough))}
              </time>
            </dd>
          </dl>
          {region.id === 'uk' ? <Text data-right-to-work="">{positionWords.ukRightToWork}</Text> : null}
        </Stack>
      </Section>
      <Section>
        <ArticleBody tree={markdownToTree(position.body)} />
      </Section>
      <JobApplicationSection heading={positionWords.applyHeading} lead={positionWords.applyLead}>
        <JobApplicationIsland positions={open.map((other) => other.title)} position={position.title} />
      </JobApplicationSection>
    </>
  );
}

/** An open position's page at /Careers/<slug>: its facts, the role, the form with it chosen, and its JobPosting. */
export function positionPage(region: RegionConfig, position: Position, open: readonly Position[]): SitePage {
  return {
    meta: { title: position.title, description: position.summary },
    Component: () => <PositionView region={region} position={position} open={open} />,
    // Each region's positions are its own: no hreflang alternate.
    otherRegionPath: null,
    crumbs: [{ name: positionWords.careersCrumb, path: careersPath }],
    lastmod: position.datePosted,
    structuredData: (urlOf) => [jobPosting(region, position, urlOf)],
  };
}
