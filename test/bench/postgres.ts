import pg from 'pg';

export interface OwnDatabase {
  url: string;
  drop: () => Promise<void>;
}

/** A database of the bench's own on the server `url` names, dropped afterwards; yours is never touched. */
export async function ownPostgresDatabase(url: string, prefix = 'bench'): Promise<OwnDatabase> {
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
