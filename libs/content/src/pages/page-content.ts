import type { RoutePath } from '../routes.ts';

export interface CallToAction {
  label: string;
  /** An absolute path of either tree (see routes.ts). */
  href: string;
}

export interface HeroContent {
  eyebrow: string;
  heading: string;
  lead: string;
  cta?: CallToAction;
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
