// The part of autocannon's API bench/ssr.ts uses (the package ships no types).
declare module "autocannon" {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    /** requests only: how many completed */
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    non2xx: number;
  }
  function autocannon(options: { url: string; connections: number; duration: number }): Promise<Result>;
  export default autocannon;
}
