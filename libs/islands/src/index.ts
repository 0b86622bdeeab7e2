export { defineIsland, type IslandWrapper } from './define-island.tsx';
export { createIslandRenderer, IslandRenderProvider, type IslandRenderContext } from './island.tsx';
export { createSiteEmotionCache } from './emotion-cache.ts';
export { IslandStyles } from './island-styles.tsx';
export {
  islandAttributes,
  islandEntry,
  islandTag,
  type HydratableIsland,
  type IslandDefinition,
  type IslandModule,
  type IslandProps,
  type IslandRegistry,
} from './island-definition.ts';
