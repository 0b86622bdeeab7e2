import { regionalPage } from './localise.ts';

/** Niche hiring: intro only (docs/requirements.md §2), written to stand on its own. */
export const specializedNicheHiringPage = regionalPage({
  path: '/services/Specialized-Niche-Hiring',
  meta: {
    in: {
      title: 'Specialised and Niche Hiring in India',
      description:
        'Hard-to-fill roles filled: niche technical, digital and leadership specialists found through targeted headhunting across India and 20+ countries.',
    },
    uk: {
      title: 'Specialist and Niche Recruitment for UK Firms',
      description:
        'Headhunting for hard-to-fill UK roles: niche engineers, data and security specialists and senior leaders, sourced from a network in 20+ countries.',
    },
  },
  sections: [
    {
      kind: 'intro',
      id: 'intro',
      eyebrow: 'Specialised niche hiring',
      heading: 'The rare specialists your project depends on, found and hired',
      paragraphs: [
        'Some roles never fill from a job advert. A Kotlin developer with payments experience, a Salesforce architect, a cloud security engineer, a performance marketer who knows your industry: the right people exist, but they are busy, well paid and not looking.',
        'Our niche hiring team works like a search firm. We map the market for your role, identify the people who have done the job well elsewhere, and approach them personally with an opportunity worth their attention. With a network spanning 20+ countries and recruiters who speak the language of each discipline, we reach candidates your competitors never see.',
        'Every shortlisted candidate passes a technical assessment set with your team, a structured interview and thorough reference checks. For developer roles we often present a first match within 3 days; for senior and highly specialised positions, you receive a researched shortlist with market salary data to help you close the offer.',
        'A typical search starts with a one-hour briefing in which we agree the must-have skills, the nice-to-haves, the salary range and how you will decide. Within a week you see a market map of who is out there and what they earn; within three to four weeks, a shortlist of people who are interested, assessed and available.',
        'You pay a clear fee agreed in advance, and each placement is backed by a replacement guarantee.',
      ],
      points: [
        'Technology: cloud, DevOps, security, data engineering, mobile and embedded specialists',
        'Digital: performance marketing, marketing automation, CRO and analytics experts',
        'Leadership: heads of engineering, product and growth for scaling companies',
        'Confidential searches for replacements and new ventures',
      ],
      cta: { label: 'Discuss a hard-to-fill role', href: '/ContactUs' },
    },
  ],
});
