import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface PacedFigures {
  p50: number;
  p99: number;
  rps: number;
  errors: number;
  /** The load generator's longest event-loop stall while it sent, ms: a pause of its own. */
  loaderStallMs: number;
}

/**
 * Requests sent at an even `rate` for `seconds` (an open loop: one every 1/rate of a second,
 * whether or not earlier ones have been answered), each timed from when it was due to be sent,
 * so waiting for a free connection counts. autocannon's `overallRate` instead lets each of its
 * connections send its share of a second at once at the start of the second, which measures a
 * burst of that many concurrent requests rather than the rate.
 */
export async function paced({
  origin,
  nextPath,
  rate,
  seconds,
  maxSockets = 128,
  timeoutMs = 10_000,
}: {
  origin: string;
  nextPath: () => string;
  rate: number;
  seconds: number;
  maxSockets?: number;
  timeoutMs?: number;
}): Promise<PacedFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const latencies: number[] = [];
  let errors = 0;
  const pending: Promise<void>[] = [];
  const send = (due: number) =>
    new Promise<void>((resolve) => {
      const request = http.get(`${origin}${nextPath()}`, { agent, timeout: timeoutMs }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - due);
          else errors += 1;
          resolve();
        });
      });
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });

  const stalls = monitorEventLoopDelay({ resolution: 5 });
  stalls.enable();
  const total = Math.round(rate * seconds);
  const started = performance.now();
  let sent = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const elapsed = performance.now() - started;
      const due = Math.min(total, Math.floor((elapsed * rate) / 1000) + 1);
      for (; sent < due; sent += 1) pending.push(send(started + (sent * 1000) / rate));
      if (sent < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  await Promise.all(pending);
  stalls.disable();
  const elapsedMs = performance.now() - started;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (quantile: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(quantile * latencies.length))] ?? 0;
  return {
    p50: at(0.5),
    p99: at(0.99),
    rps: (latencies.length * 1000) / elapsedMs,
    errors,
    loaderStallMs: stalls.max / 1e6,
  };
}
