import { css } from '@emotion/react';
import type { ClientLogo } from '@agency/content';
import { Heading, Image, Section, Stack } from '@agency/ui';

/** The client wordmarks: a list, so a screen reader hears how many and which. */
export function LogoStripSection({ heading, logos }: { heading: string; logos: ClientLogo[] }) {
  return (
    <Section aria-labelledby="clients-title" spacing="md">
      <Stack gap="lg">
        <Heading level={2} size="xl" id="clients-title" align="center">
          {heading}
        </Heading>
        <ul
          data-logos=""
          css={(t) => css`
            display: grid;
            grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
            gap: ${t.space.md} ${t.space.lg};
            margin: 0;
            padding: 0;
            list-style: none;
            align-items: center;
            justify-items: center;
          `}
        >
          {logos.map((logo) => (
            <li key={logo.name}>
              <Image {...logo.image} />
            </li>
          ))}
        </ul>
      </Stack>
    </Section>
  );
}
