declare module 'autocannon' {
  interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    /** Seconds. */
    duration: number;
  }
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
    /** Header names in lower case. */
    onResponse?: (
      status: number,
      body: string,
      context: Record<string, unknown>,
      headers: Record<string, string>,
    ) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    requests?: Request[];
  }
  /** The run, and its events as they happen. */
  interface Instance extends Promise<Result> {
    /** Each answer: its connection (one object per connection) and its latency in ms. */
    on(
      event: 'response',
      listener: (client: object, status: number, bytes: number, latency: number) => void,
    ): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
