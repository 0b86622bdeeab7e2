// The browser's side of the islands, without React: what a page with an island runs.
export { startIslands } from './start-islands.ts';
export { islandAttributes, islandEntry, islandTag } from '../island-definition.ts';
export type { IslandDefinition, IslandModule, IslandRegistry } from '../island-definition.ts';
