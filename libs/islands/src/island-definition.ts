import type { ComponentType, ReactNode } from 'react';

/**
 * What the page knows about an island before any of its code has loaded.
 * Nothing here may import React at run time (types only): the registry of a
 * site's islands is part of the island runtime (runtime/start-islands.ts).
 */

/** An island's module: what `defineIsland` returns, exported as `island`. */
export interface HydratableIsland<Props> {
  /** What the prerender renders, as a root of its own, into the island's element. */
  Component: ComponentType<Props>;
  /** Renders around the component on both sides (a theme, say); adds no DOM. */
  Wrapper: ComponentType<{ children: ReactNode }>;
  /** Hydrates the server HTML inside `container`; resolves once the island's effects have run. */
  hydrate(container: Element, props: Props): Promise<void>;
}

export interface IslandModule<Props> {
  island: HydratableIsland<Props>;
}

/**
 * One island of a registry. Its code loads when a form in it is sent
 * (runtime/start-islands.ts), the one strategy every island follows: the
 * islands are the sending forms.
 */
export interface IslandDefinition<Props> {
  /** Imports the island's code (a dynamic import: its own chunk). */
  module: () => Promise<IslandModule<Props>>;
}

/**
 * A site's islands by name. Each name is written into the HTML of the islands it marks.
 * `any`: each island has props of its own; `IslandProps` recovers them per name.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type IslandRegistry = Record<string, IslandDefinition<any>>;

/** The props an island of a registry takes. */
export type IslandProps<Registry, Name extends keyof Registry> =
  Registry[Name] extends IslandDefinition<infer Props> ? Props : never;

/** The element that marks an island in the HTML; `display: contents`, so it adds no box. */
export const islandTag = 'agency-island';

/** Attributes of the marking element. */
export const islandAttributes = {
  name: 'data-island',
  props: 'data-props',
  /** `loading`, `hydrated` or `failed`: for tests, and for styles should a part need one. */
  state: 'data-island-state',
  /** On the template that holds module preloads of the islands' code (the build writes it). */
  code: 'data-island-code',
} as const;

/** Declares one island of a registry, inferring its props from its module. */
export function islandEntry<Props>(definition: IslandDefinition<Props>): IslandDefinition<Props> {
  return definition;
}
