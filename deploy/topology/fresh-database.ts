import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startPostgresServer } from '@agency/api/test-kit/postgres-server';

export interface FreshDatabase {
  /** DATABASE_URL of an empty database the API instances migrate on start. */
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

/**
 * A new, empty database: on the server at TEST_DATABASE_URL (as the API
 * suite does), else on a throwaway server started for this run.
 */
export async function freshDatabase(): Promise<FreshDatabase> {
  const given = process.env.TEST_DATABASE_URL;
  const server = given ? undefined : await startPostgresServer();
  const serverUrl = given ?? server?.url ?? '';
  const name = `agency_topology_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    server?.stop();
    throw error;
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 4 });
  pool.on('error', () => {});
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end().catch(() => {});
      if (server) return server.stop();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`).finally(() => cleanup.end());
    },
  };
}
