/** The database name in a postgres:// URL. */
export function templateDatabaseName(url: string): string {
  const name = new URL(url).pathname.replace(/^\//, '');
  if (!name) throw new Error(`TEST_DATABASE_URL has no database name: ${url}`);
  return decodeURIComponent(name);
}

/** The same server and credentials, another database. */
export function withDatabase(url: string, database: string): string {
  const next = new URL(url);
  next.pathname = `/${encodeURIComponent(database)}`;
  return next.toString();
}
