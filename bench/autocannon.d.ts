declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
  }
  function autocannon(options: {
    url: string;
    headers?: Record<string, string>;
    duration: number;
    connections: number;
    pipelining?: number;
  }): Promise<Result>;
  export default autocannon;
}
