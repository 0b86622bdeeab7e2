import type { ReactNode } from 'react';
import type { HeroContent } from '@agency/content';
import { Card, Heading, Text } from '@agency/ui';
import { HeroSection } from './hero-section.tsx';

export interface UkCallbackHeroProps {
  hero: HeroContent;
  callback: { heading: string; lead: string };
  /** The callback form. */
  children?: ReactNode;
}

/** The UK home's hero with the callback request beside it. */
export function UkCallbackHero({ hero, callback, children }: UkCallbackHeroProps) {
  return (
    <HeroSection
      hero={hero}
      aside={
        <Card as="div" hoverScale={false} aria-labelledby="callback-title" role="region" id="callback">
          <Heading level={2} size="xl" id="callback-title">
            {callback.heading}
          </Heading>
          <Text tone="muted">{callback.lead}</Text>
          {children}
        </Card>
      }
    />
  );
}
