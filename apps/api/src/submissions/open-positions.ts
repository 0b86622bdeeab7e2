import type { ApiError, Region } from '@agency/contract';
import { isOpen, loadPositions, type Position } from '@agency/positions';
import { positionSources as indiaSources } from '@agency/positions-in/files';
import { positionSources as ukSources } from '@agency/positions-uk/files';

// Each region's positions, from the files its site's pages are built from (docs/content.md),
// read once as the process starts: a bad file stops the API starting, as it fails the build.
// Only the positions' own projects, never all of @agency/content nor the articles, so an
// article changes nothing here and a position marks the API as affected.
export const filePositions: PositionCatalogue = {
  in: loadPositions(indiaSources),
  uk: loadPositions(ukSources),
};

/** Each region's positions, open or not: the files' by default; a test gives its own. */
export type PositionCatalogue = Readonly<Record<Region, readonly Position[]>>;

/** The words a refused position is answered with: they name it, so the visitor knows which. */
export function positionNotOpenMessage(title: string): string {
  return `"${title}" is not an open position: choose one of the positions open on the Careers page.`;
}

/**
 * Why a job application's position is refused, or undefined when it is one of
 * the region's `positions` and open at `now` (when the application arrives: a page built before the
 * position closed still offers it until the next build).
 */
export function positionRefusal(
  title: string,
  positions: readonly Position[],
  now: Date,
): ApiError | undefined {
  const position = positions.find((candidate) => candidate.title === title);
  if (position && isOpen(position, now)) return undefined;
  const message = positionNotOpenMessage(title);
  return { message, errors: [{ field: 'position', code: 'position_not_open', message }] };
}
