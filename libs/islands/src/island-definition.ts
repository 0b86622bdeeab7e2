import type { ComponentType, ReactNode } from 'react';

/**
 * What the page knows about an island before any of its code has loaded.
 * Nothing here may import React at run time (types only): the registry of a
 * site's islands is part of the one small script every page runs (see
 * runtime/start-islands.ts).
 */

/**
 * When an island's code loads and it hydrates.
 * - `idle`: once the browser is idle after the page has loaded.
 * - `near`: when the island is within a screen of the viewport once the visitor
 *   is active (has moved, touched, scrolled or typed), or is used.
 * - `interaction`: the first time a visitor presses, focuses, types in or submits it.
 */
export type IslandLoad = 'idle' | 'near' | 'interaction';

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

export interface IslandDefinition<Props> {
  load: IslandLoad;
  /** Imports the island's code (a dynamic import: its own chunk). */
  module: () => Promise<IslandModule<Props>>;
  /**
   * Whether this island is needed at all on this visit, decided from its props
   * and the browser without loading its code (e.g. the region banner only when
   * the browser points to the other region).
   */
  when?: (props: Props) => boolean;
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
  /** `loading`, `hydrated` or `failed`: for styles (no-script fallbacks) and tests. */
  state: 'data-island-state',
} as const;

/**
 * A selector prefix for styles that stand in for an island's script until
 * it has hydrated, and for visitors without scripts at all (a menu that opens
 * on focus, say): `${beforeHydration} .menu:focus-within > ul`.
 */
export const beforeHydration = `${islandTag}:not([${islandAttributes.state}='hydrated'])`;

/**
 * Declares one island of a registry, inferring its props from its module, so
 * `when` is checked against them.
 */
export function islandEntry<Props>(definition: IslandDefinition<Props>): IslandDefinition<Props> {
  return definition;
}
