import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import type { Office } from '@agency/content';
import { Heading, mediaUp, Section, Stack, Text } from '@agency/ui';
import { MapFacade } from './map-facade.tsx';
import { OfficeDetails } from './office-details.tsx';

export interface LetsConnectSectionProps {
  heading: string;
  lead: string;
  office: Office;
  location: { latitude: number; longitude: number };
  hoursLabel: string;
  /** The enquiry form. */
  children: ReactNode;
}

/** The landing page's contact band: the office's details and map beside the enquiry form. */
export function LetsConnectSection({
  heading,
  lead,
  office,
  location,
  hoursLabel,
  children,
}: LetsConnectSectionProps) {
  return (
    <Section aria-labelledby="connect-title" tone="muted" id="contact">
      <Stack gap="lg">
        <Stack gap="sm">
          <Heading level={2} id="connect-title">
            {heading}
          </Heading>
          <Text tone="muted">{lead}</Text>
        </Stack>
        <div
          css={(t) => css`
            display: grid;
            gap: ${t.space.xl};
            ${mediaUp('desktop')} {
              grid-template-columns: 1fr 1fr;
            }
          `}
        >
          <Stack gap="lg">
            <OfficeDetails office={office} hoursLabel={hoursLabel} />
            <MapFacade place={office.name} latitude={location.latitude} longitude={location.longitude} />
          </Stack>
          <div>{children}</div>
        </div>
      </Stack>
    </Section>
  );
}
