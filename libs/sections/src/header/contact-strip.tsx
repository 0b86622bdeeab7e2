import { css } from '@emotion/react';
import type { RegionConfig } from '@agency/content';
import { Container, Icon, VisuallyHidden } from '@agency/ui';
import type { Ref } from 'react';

const itemCss = css`
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** The header's top line: the region's email, phone and the Noida address. */
export function ContactStrip({ region, ref }: { region: RegionConfig; ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      css={(t) => css`
        background: ${t.colors.brandStrong};
        color: ${t.colors.onBrand};
        font-size: ${t.fontSizes.sm};
        --focus-ring: ${t.colors.focusOnDark};
        a {
          color: inherit;
        }
      `}
    >
      <Container
        as="address"
        css={(t) => css`
          display: flex;
          flex-wrap: wrap;
          gap: ${t.space.xs} ${t.space.lg};
          padding-block: ${t.space.xs};
          font-style: normal;
        `}
      >
        <a href={`mailto:${region.email}`} css={itemCss}>
          <Icon name="mail" size="sm" />
          <VisuallyHidden>Email: </VisuallyHidden>
          {region.email}
        </a>
        <a href={`tel:${region.phone.tel}`} css={itemCss}>
          <Icon name="phone" size="sm" />
          <VisuallyHidden>Phone: </VisuallyHidden>
          {region.phone.display}
        </a>
        <span css={itemCss}>
          <Icon name="map-pin" size="sm" />
          <VisuallyHidden>Address: </VisuallyHidden>
          {region.headerAddress}
        </span>
      </Container>
    </div>
  );
}
