// A PostgreSQL database of its own for a cluster, a soak or a fault test: created on the server the
// admin URL names and dropped afterwards (its connections closed first), so runs never share data.
import pg from 'pg';

export interface ScratchDatabase {
  /** The admin URL with the new database's name. */
  url: string;
  drop(): Promise<void>;
}

async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `name` must be a plain identifier the caller made (a prefix and random characters). */
export async function createScratchDatabase(adminUrl: string, name: string): Promise<ScratchDatabase> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await onServer(adminUrl, `create database "${name}"`);
  return {
    url: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(),
    drop: () => onServer(adminUrl, `drop database if exists "${name}" with (force)`),
  };
}
