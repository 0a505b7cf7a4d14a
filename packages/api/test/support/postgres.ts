import pg from 'pg';

/** Runs one statement on a PostgreSQL server with a short-lived connection (CREATE/DROP DATABASE). */
export async function runOnServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
