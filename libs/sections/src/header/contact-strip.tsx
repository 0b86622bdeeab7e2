import { css } from '@emotion/react';
import type { RegionConfig } from '@agency/content';
import { Container, Icon, VisuallyHidden } from '@agency/ui';

const itemCss = css`
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  flex: none;
`;

/**
 * The header's top line: the region's email, phone and the Noida address.
 * One line of a fixed height, scrolled sideways where a phone is too narrow:
 * the sticky UK header slides exactly this height out of view (site-header.tsx).
 */
export function ContactStrip({
  region,
}: {
  region: Pick<RegionConfig, 'email' | 'phone' | 'headerAddress'>;
}) {
  return (
    <div
      css={(t) => css`
        height: ${t.sizes.contactStrip};
        /* The containing block of the visually hidden labels, which are
           positioned absolutely: without it they escape this scroller and
           widen the page on a narrow phone. */
        position: relative;
        overflow-x: auto;
        overflow-y: hidden;
        white-space: nowrap;
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
          align-items: center;
          gap: ${t.space.lg};
          height: 100%;
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
