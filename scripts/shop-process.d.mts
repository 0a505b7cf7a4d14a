export function startShop(options: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
  fresh?: boolean;
  timeoutMs?: number;
}): Promise<{ url: string; stop(): Promise<void> }>;
