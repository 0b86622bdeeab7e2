import { useSite } from '../site-definition/site-context.tsx';
import { SiteIsland } from './site-island.tsx';

/**
 * The job application form as an island, its choices the region's open positions (from its
 * collection) and, on a position's own page, that position chosen in the HTML itself.
 */
export function JobApplicationIsland({
  positions,
  position,
}: {
  positions: readonly string[];
  position?: string;
}) {
  const { region } = useSite();
  return (
    <SiteIsland
      name="job-application-form"
      props={{ region: region.id, positions, ...(position === undefined ? {} : { position }) }}
    />
  );
}
