import { teamMemberAnchor, type TeamMember } from '@agency/content';
import { Card, Grid, Heading, Image, Section, Stack, Text } from '@agency/ui';

/** People cards: photo, name and role; each card has an id an article's byline links to. */
export function TeamSection({
  heading,
  lead,
  members,
}: {
  heading: string;
  lead: string;
  members: TeamMember[];
}) {
  return (
    <Section aria-labelledby="team-title">
      <Stack gap="lg">
        <Stack gap="sm">
          <Heading level={2} id="team-title">
            {heading}
          </Heading>
          <Text tone="muted">{lead}</Text>
        </Stack>
        <Grid as="ul" columns={{ base: 2, tablet: 3, desktop: 3 }} data-team="">
          {members.map((member) => (
            <Card as="li" key={member.name} id={teamMemberAnchor(member.name)} hoverScale={false}>
              <Image
                {...member.image}
                css={(t) => ({ borderRadius: t.radii.pill, width: '100%', maxWidth: 160 })}
              />
              <Heading level={3} size="lg">
                {member.name}
              </Heading>
              <Text tone="muted">{member.title}</Text>
            </Card>
          ))}
        </Grid>
      </Stack>
    </Section>
  );
}
