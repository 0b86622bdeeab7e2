import { defineIsland } from '@agency/islands';
import { ThemeRoot } from '@agency/ui';
import { MapFacade } from '../blocks/map-facade.tsx';

/** The click-to-load map: nothing reaches the map provider until a visitor asks. */
export const island = defineIsland(MapFacade, ThemeRoot);
