import type { ReactNode } from 'react';
import type { HeroContent } from '@agency/content';
import { Card, Heading, Text } from '@agency/ui';
import { HeroSection } from './hero-section.tsx';

export interface UkCallbackHeroProps {
  hero: HeroContent;
  /** Shown in the panel until the callback form (which brings its own heading) is placed in it. */
  callback: { heading: string; lead: string };
  /** The callback form. */
  children?: ReactNode;
}

/** The UK home's hero with the callback request panel beside it. */
export function UkCallbackHero({ hero, callback, children }: UkCallbackHeroProps) {
  return (
    <HeroSection
      hero={hero}
      aside={
        <Card as="div" hoverScale={false} id="callback">
          {children ?? (
            <>
              <Heading level={2} size="xl">
                {callback.heading}
              </Heading>
              <Text tone="muted">{callback.lead}</Text>
            </>
          )}
        </Card>
      }
    />
  );
}
