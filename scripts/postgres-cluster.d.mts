export interface PostgresCluster {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}
export function startPostgresCluster(options?: { port?: number }): Promise<PostgresCluster | null>;
export function findPostgresBin(): string | null;
