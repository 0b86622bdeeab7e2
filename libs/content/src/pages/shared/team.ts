import type { TeamMember } from '../page-content.ts';

function portrait(slug: string, name: string) {
  return { src: `/images/team/${slug}.svg`, alt: `Portrait of ${name}`, width: 240, height: 240 };
}

/** 'Our Team Member': six people (photo, name, role). Fictional people, illustrated portraits. */
export const teamMembers: TeamMember[] = [
  { name: 'Asha Verma', title: 'Founder & Managing Director', image: portrait('asha-verma', 'Asha Verma') },
  { name: 'Rohan Mehta', title: 'Head of Web Development', image: portrait('rohan-mehta', 'Rohan Mehta') },
  { name: 'Priya Nair', title: 'SEO & Content Lead', image: portrait('priya-nair', 'Priya Nair') },
  { name: 'Daniel Brooks', title: 'UK Client Director', image: portrait('daniel-brooks', 'Daniel Brooks') },
  { name: 'Kavya Iyer', title: 'Paid Media Strategist', image: portrait('kavya-iyer', 'Kavya Iyer') },
  {
    name: 'Arjun Malhotra',
    title: 'Talent Acquisition Manager',
    image: portrait('arjun-malhotra', 'Arjun Malhotra'),
  },
];

/**
 * The id of a member's card in the team section (India's home page), which an
 * article's byline links to: 'Rohan Mehta' -> 'team-rohan-mehta'.
 */
export function teamMemberAnchor(name: string): string {
  return `team-${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/** The page the team section is on (India's home; the UK home has none). */
export const teamSectionPath = '/';
