// autocannon ships no types; the part the benchmark uses.
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  export interface Result {
    latency: Histogram;
    requests: Histogram & { total: number; sent: number };
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  export interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    overallRate?: number;
    timeout?: number;
    /** Requests sent in turn; `setupRequest` may change each one (its path, say). */
    requests?: { setupRequest?: (request: object) => object }[];
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
