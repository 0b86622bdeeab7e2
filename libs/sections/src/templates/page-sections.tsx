import type { PageSection } from '@agency/content';
import type { SectionTone } from '@agency/ui';
import { BenefitsSection } from '../blocks/benefits-section.tsx';
import { CardsSection } from '../blocks/cards-section.tsx';
import { CtaSection } from '../blocks/cta-section.tsx';
import { IntroSection } from '../blocks/intro-section.tsx';
import { ProcessSection } from '../blocks/process-section.tsx';
import { ProseSection } from '../blocks/prose-section.tsx';
import { StatisticsSection } from '../blocks/statistics-section.tsx';

function SectionView({ section, tone }: { section: PageSection; tone: SectionTone }) {
  switch (section.kind) {
    case 'intro':
      return <IntroSection section={section} />;
    case 'process':
      return <ProcessSection {...section} tone={tone} />;
    case 'benefits':
      return <BenefitsSection section={section} tone={tone} />;
    case 'cards':
      return <CardsSection section={section} tone={tone} />;
    case 'statistics':
      return <StatisticsSection section={section} />;
    case 'cta':
      return <CtaSection section={section} />;
    case 'prose':
      return <ProseSection section={section} tone={tone} />;
  }
}

/**
 * A page written as data: its typed sections in order. The intro opens on a
 * muted band; the bands after it alternate so neighbouring sections stay apart.
 */
export function PageSections({ sections }: { sections: readonly PageSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <SectionView key={section.id} section={section} tone={index % 2 === 1 ? 'default' : 'muted'} />
      ))}
    </>
  );
}
