import type { Office } from '@agency/content';
import { Card, Grid, Heading, Section, Stack, Text, type SectionTone } from '@agency/ui';
import { MapFacade } from './map-facade.tsx';
import { OfficeDetails } from './office-details.tsx';

export interface OfficesSectionProps {
  heading: string;
  lead: string;
  offices: readonly Office[];
  /** Where each office is, to show a click-to-load map under its details. */
  locations?: Partial<Record<Office['id'], { latitude: number; longitude: number }>>;
  tone?: SectionTone;
}

/** Each office with every way to reach it, and optionally its map. */
export function OfficesSection({ heading, lead, offices, locations, tone }: OfficesSectionProps) {
  return (
    <Section aria-labelledby="offices-title" tone={tone}>
      <Stack gap="lg">
        <Stack gap="sm">
          <Heading level={2} id="offices-title">
            {heading}
          </Heading>
          <Text tone="muted">{lead}</Text>
        </Stack>
        <Grid columns={{ tablet: offices.length > 1 ? 2 : 1, desktop: offices.length > 1 ? 2 : 1 }}>
          {offices.map((office) => {
            const location = locations?.[office.id];
            return (
              <Card key={office.id} hoverScale={false}>
                <OfficeDetails office={office} />
                {location ? (
                  <MapFacade
                    place={office.name}
                    latitude={location.latitude}
                    longitude={location.longitude}
                  />
                ) : null}
              </Card>
            );
          })}
        </Grid>
      </Stack>
    </Section>
  );
}
