import { positionClosedNotSentPage, type ApiError, type Region } from '@agency/contract';
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

/** A refusal of a form's body, and where a form post lands for it when that is a page of its own. */
export interface Refusal {
  error: ApiError;
  /** The not-sent page a browser's own post is sent on to (a closed position's), instead of the fields'. */
  notSentPage?: string;
}

/**
 * Why a job application's position is refused, or undefined when it is one of
 * the region's `positions` and open at `now` (when the application arrives: a page built before the
 * position closed still offers it until the next build). A position that has closed has a
 * not-sent page of its own, which names it and lists the open ones.
 */
export function positionRefusal(
  title: string,
  region: Region,
  positions: readonly Position[],
  now: Date,
): Refusal | undefined {
  const position = positions.find((candidate) => candidate.title === title);
  if (position && isOpen(position, now)) return undefined;
  const message = positionNotOpenMessage(title);
  const error = { message, errors: [{ field: 'position', code: 'position_not_open', message }] };
  return position ? { error, notSentPage: positionClosedNotSentPage(region, position.slug) } : { error };
}
