import { Heading, Stack } from '@agency/ui';
import type { ReactNode, Ref } from 'react';

/**
 * A part of the lead's screen: a region named by its h2. The heading can
 * take focus (tabIndex -1), for an action whose button goes away with it.
 */
export function LeadSection({
  id,
  title,
  headingRef,
  children,
}: {
  id: string;
  title: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Stack gap="sm">
        <Heading level={2} size="lg" id={id} tabIndex={-1} ref={headingRef}>
          {title}
        </Heading>
        {children}
      </Stack>
    </section>
  );
}
