import type { RoutePath } from '../routes.ts';

export interface CallToAction {
  label: string;
  /**
   * An absolute path. Route paths written in shared copy are read in the
   * visitor's own tree (see `localisePage`); `exact` keeps the path as written,
   * for the links the requirements send across trees on purpose.
   */
  href: string;
  exact?: boolean;
  /**
   * Words read after the label by screen readers and crawlers (visually
   * hidden), for labels the requirements fixes that say little alone ('Learn More').
   */
  context?: string;
}

/** A picture from libs/content/public, with its intrinsic size so it never shifts the layout. */
export interface ImageAsset {
  /** Path inside the public folder, root-relative, without the site's base ('/images/team/asha-verma.svg'). */
  src: string;
  /** What the picture tells a visitor; '' for decoration. */
  alt: string;
  width: number;
  height: number;
}

/** The small pictograms beside cards and steps; sections draws them, always decorative. */
export type IconName =
  | 'code'
  | 'layout'
  | 'phone'
  | 'server'
  | 'cart'
  | 'users'
  | 'search'
  | 'share'
  | 'target'
  | 'cursor'
  | 'shield'
  | 'chart'
  | 'cloud'
  | 'clock'
  | 'star'
  | 'check'
  | 'handshake'
  | 'lightbulb'
  | 'rocket'
  | 'mail'
  | 'gauge'
  | 'heart'
  | 'briefcase'
  | 'globe';

export interface HeroContent {
  eyebrow: string;
  heading: string;
  lead: string;
  cta?: CallToAction;
  image?: ImageAsset;
}

export interface IntroContent {
  heading: string;
  paragraphs: string[];
}

export interface PageMeta {
  path: RoutePath;
  title: string;
  description: string;
}

/** docs/requirements.md §3: team member (name, title, image). */
export interface TeamMember {
  name: string;
  title: string;
  image: ImageAsset;
}

/** docs/requirements.md §3: benefit (id, title, description). */
export interface Benefit {
  id: string;
  title: string;
  description: string;
  icon?: IconName;
}

/** docs/requirements.md §3: process step (number, title or text, description, icon). */
export interface ProcessStep {
  number: number;
  title: string;
  description: string;
  icon?: IconName;
}

/** docs/requirements.md §3: service card (title, description, icon, link, highlighted flag). */
export interface ServiceCard {
  title: string;
  description: string;
  icon: IconName;
  link?: CallToAction;
  highlighted?: boolean;
}

/** A feature, value or reason: a titled card without a link. */
export interface Feature {
  title: string;
  description: string;
  icon?: IconName;
}

/** A marketing figure, written exactly as the requirements quotes it ('35,000+'). */
export interface Statistic {
  value: string;
  label: string;
}

/** A client wordmark of the logo strip. */
export interface ClientLogo {
  name: string;
  image: ImageAsset;
}

interface SectionBase {
  /** Unique within the page: the anchor and the key overrides use. */
  id: string;
  heading: string;
  lead?: string;
}

/** The opening of a page; its heading is the page's one h1. */
export interface IntroSectionData extends SectionBase {
  kind: 'intro';
  eyebrow?: string;
  paragraphs: string[];
  points?: string[];
  image?: ImageAsset;
  /** The wave band behind the intro (web hosting). */
  background?: 'plain' | 'wave';
  cta?: CallToAction;
}

export interface ProcessSectionData extends SectionBase {
  kind: 'process';
  steps: ProcessStep[];
}

export interface BenefitsSectionData extends SectionBase {
  kind: 'benefits';
  items: Benefit[];
  /** A button on every card ('Enquire Now' -> /ContactUs). */
  itemCta?: CallToAction;
}

export interface CardsSectionData extends SectionBase {
  kind: 'cards';
  items: (ServiceCard | Feature)[];
  columns?: 2 | 3 | 4;
  cta?: CallToAction;
}

export interface StatisticsSectionData extends SectionBase {
  kind: 'statistics';
  items: Statistic[];
}

export interface CtaSectionData extends SectionBase {
  kind: 'cta';
  text: string;
  cta: CallToAction;
}

export interface ProseSectionData extends SectionBase {
  kind: 'prose';
  paragraphs: string[];
  points?: string[];
}

/** One typed section of a page; page templates render them in order. */
export type PageSection =
  | IntroSectionData
  | ProcessSectionData
  | BenefitsSectionData
  | CardsSectionData
  | StatisticsSectionData
  | CtaSectionData
  | ProseSectionData;

/** A page as both regions show it: the same sections, with per-region meta and overrides. */
export interface PageContent {
  meta: PageMeta;
  sections: PageSection[];
}
