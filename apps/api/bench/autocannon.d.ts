// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      setupRequest?: (req: Request) => Request;
    }
    /** One connection's client. */
    interface Client {
      /** The requests it cycles through, each built once (one with a setupRequest is built before every send). */
      setRequests(requests: Request[]): void;
    }
    interface Options {
      url: string;
      /** Called with each connection's client as it is made. */
      setupClient?: (client: Client) => void;
      connections?: number;
      duration?: number;
      amount?: number;
      timeout?: number;
      requests?: Request[];
    }
    interface Histogram {
      p50: number;
      p97_5: number;
      p99: number;
      average: number;
      /** For `requests`: how many were answered in the run. */
      total: number;
    }
    interface Result {
      requests: Histogram;
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      /** How many answers came back with each status code. */
      statusCodeStats?: Record<string, { count: number }>;
    }
    /** A run: it resolves with the result and emits 'response' (client, status, bytes, milliseconds) as each comes. */
    interface Instance extends PromiseLike<Result> {
      on(
        event: 'response',
        listener: (client: unknown, status: number, bytes: number, ms: number) => void,
      ): Instance;
    }
  }
  function autocannon(options: autocannon.Options): autocannon.Instance;
  export default autocannon;
}
