// autocannon ships no types; the bench uses this much of its API.
declare module 'autocannon' {
  /** A request as setupRequest sees and returns it (writes.ts sets method, headers and body too). */
  interface Request {
    path: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Stop after this many requests instead of after `duration` (cpu-per-write.ts). */
    amount?: number;
    headers?: Record<string, string>;
    /** Each request's path (and more) made just before it is sent. */
    requests?: { setupRequest?: (request: Request) => Request }[];
  }
  interface Result {
    duration: number;
    requests: { total: number; average: number };
    latency: { p99: number; average: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
