import { css } from '@emotion/react';
import type { Office } from '@agency/content';
import { Heading, Icon, Stack, Text, type HeadingLevel } from '@agency/ui';

export interface OfficeDetailsProps {
  office: Office;
  headingLevel?: HeadingLevel;
  /** The hours as this page words them; the office's own label by default. */
  hoursLabel?: string;
}

const rowCss = css`
  display: flex;
  gap: 0.5rem;
  align-items: flex-start;
  margin: 0;
`;

const linkCss = css`
  display: inline-block;
  min-height: 24px;
`;

/** Every way to reach one office: address, phones, fax, email and hours. */
export function OfficeDetails({ office, headingLevel = 3, hoursLabel }: OfficeDetailsProps) {
  const titleId = `office-${office.id}`;
  return (
    <Stack gap="sm" aria-labelledby={titleId} role="group">
      <Heading level={headingLevel} size="lg" id={titleId}>
        {office.name}
        <Text as="span" size="sm" tone="inherit" weight="regular">
          {` · ${office.role}`}
        </Text>
      </Heading>
      <address css={{ fontStyle: 'normal' }}>
        <Stack gap="sm">
          <p css={rowCss}>
            <Icon name="globe" />
            <span>
              {office.streetAddress}, {office.locality}, {office.region} {office.postalCode},{' '}
              {office.countryName}
            </span>
          </p>
          {office.phones.map((phone) => (
            <p css={rowCss} key={phone.tel}>
              <Icon name="phone" />
              <span>
                Phone:{' '}
                <a css={linkCss} href={`tel:${phone.tel}`}>
                  {phone.display}
                </a>
              </span>
            </p>
          ))}
          {office.fax ? (
            <p css={rowCss}>
              <Icon name="phone" />
              <span>Fax: {office.fax.display}</span>
            </p>
          ) : null}
          <p css={rowCss}>
            <Icon name="mail" />
            <span>
              Email:{' '}
              <a css={linkCss} href={`mailto:${office.email}`}>
                {office.email}
              </a>
            </span>
          </p>
          <p css={rowCss}>
            <Icon name="clock" />
            <span>
              Office hours: {hoursLabel ?? office.hours.label}
              {office.phonesOpen247 ? '. Phones open 24/7' : ''}
            </span>
          </p>
        </Stack>
      </address>
    </Stack>
  );
}
