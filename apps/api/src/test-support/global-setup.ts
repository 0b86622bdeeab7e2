import type { TestProject } from 'vitest/node';
import { startPostgresServer } from './postgres-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL server where the tests may create databases. */
    postgresUrl: string;
  }
}

/**
 * The PostgreSQL half of the suite needs a real server: the one named by
 * TEST_DATABASE_URL (`.ci/run` starts one), or one started here for the run.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return;
  }
  const server = await startPostgresServer();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
