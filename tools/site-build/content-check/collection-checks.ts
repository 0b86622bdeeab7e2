import {
  CollectionError,
  loadArticles,
  type CollectionProblem,
  type ResponsiveImage,
} from '@agency/articles';
import type { CollectionFiles } from '@agency/articles/sources-on-disk';
import { offices, teamMembers } from '@agency/content';
import { loadPositions } from '@agency/positions';
import sharp from 'sharp';

/** Checks one kind of collection's files: every problem the build would refuse them for. */
export type CollectionCheck = (files: CollectionFiles) => Promise<CollectionProblem[]>;

/** What a loader refuses, as problems; anything else it throws is a fault of the check itself. */
function problemsOf(load: () => unknown): CollectionProblem[] {
  try {
    load();
    return [];
  } catch (error) {
    if (error instanceof CollectionError) return [...error.problems];
    throw error;
  }
}

/**
 * The checks of each kind of collection, by the name of its folder
 * (libs/collections/<region>/<kind>): the loader the site's build uses, given
 * the same facts, without building anything. A new kind of collection adds
 * its loader here, and its projects a `check` script (docs/content.md).
 */
export const collectionChecks: Record<string, CollectionCheck> = {
  async articles({ sources, images }) {
    // Only the size of each image, read from its header: what the loader checks (a hero's width).
    const sizes: Record<string, ResponsiveImage> = Object.fromEntries(
      await Promise.all(
        Object.entries(images).map(async ([key, file]) => {
          const { width = 0, height = 0 } = await sharp(file).metadata();
          const size: ResponsiveImage = { width, height, src: '', sources: [] };
          return [key, size] as const;
        }),
      ),
    );
    return problemsOf(() =>
      loadArticles(sources, {
        authors: teamMembers.map((member) => member.name),
        includeUnpublished: true,
        now: new Date(),
        images: sizes,
      }),
    );
  },
  async positions({ sources }) {
    return problemsOf(() => loadPositions(sources, { offices }));
  },
};

/** The kind of a collection's folder: its last part, when a check is known for it. */
export function kindOf(folder: string): string | undefined {
  const kind = folder.split('/').filter(Boolean).at(-1);
  return kind && Object.hasOwn(collectionChecks, kind) ? kind : undefined;
}
