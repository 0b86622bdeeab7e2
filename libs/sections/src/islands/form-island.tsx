import type { formIslands } from '@agency/forms';
import { useSite } from '../site-definition/site-context.tsx';
import { SiteIsland } from './site-island.tsx';

/**
 * A sending form as an island: it learns its region from the site the page
 * is rendered for, so no page or form names a region itself.
 */
export function FormIsland({
  name,
}: {
  // The job application takes its positions too: JobApplicationIsland.
  name: Exclude<keyof typeof formIslands, 'job-application-form'>;
}) {
  const { region } = useSite();
  return <SiteIsland name={name} props={{ region: region.id }} />;
}
