// The browser's side of the islands, without React: what every page runs.
export { startIslands } from './start-islands.ts';
export { islandEntry, islandTag } from '../island-definition.ts';
export type { IslandDefinition, IslandLoad, IslandModule, IslandRegistry } from '../island-definition.ts';
