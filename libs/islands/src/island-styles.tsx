import { Global } from '@emotion/react';
import { islandTag } from './island-definition.ts';

/** An island's element adds no box: the page lays out as if it were not there. */
export function IslandStyles() {
  return <Global styles={{ [islandTag]: { display: 'contents' } }} />;
}
