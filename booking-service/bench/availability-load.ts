/**
 * The availability figures of `npm run bench` (issue 32): one month of one apartment's calendar,
 * as the guest's date picker asks for it, at 500 req/s evenly spaced. Every apartment of the
 * scratch index gets a channel feed with a block of three nights each month first. Measured twice:
 * the same month again and again (kept by the availability cache), and a new apartment-month each
 * request (never kept: the taken nights read, the closed check-in days computed, the answer
 * serialised every time), the figure the target holds.
 */
import type { ChildProcess } from 'node:child_process';
import { monthOf, nextMonth, todayInVietnam } from '@stayvn/shared';
import { log, messageWith } from './bench-support.js';
import type { PacedFigures } from './paced-load.js';

export const availabilityRate = 500;
export const availabilityTargetP99Ms = 20;

type Measured = PacedFigures & { serviceStallMs?: number };
type MeasureAtRate = (
  url: string,
  label: string,
  rate: number,
  options: { nextPath?: () => string; service?: ChildProcess },
) => Promise<Measured>;

export async function availabilityFigures({
  service,
  port,
  documentIds,
  measureAtRate,
}: {
  service: ChildProcess;
  port: number;
  documentIds: string[];
  measureAtRate: MeasureAtRate;
}) {
  const started = performance.now();
  service.send({ seedBlocks: true });
  await messageWith(service, 'seeded', 300_000);
  log(
    `  availability: 12 blocks on each apartment in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const months: string[] = [monthOf(todayInVietnam())];
  while (months.length < 12) months.push(nextMonth(months.at(-1)!));
  const pathOf = (id: string, month: string) => `/v1/properties/${id}/availability?month=${month}`;
  const one = `http://127.0.0.1:${port}${pathOf(documentIds[0]!, months[1]!)}`;
  const sample = (await (await fetch(one)).json()) as { unavailable: string[] };
  log(`  GET ${pathOf(documentIds[0]!, months[1]!)} → ${sample.unavailable.length} taken nights`);
  const repeated = await measureAtRate(one, 'availability, one month of one apartment', availabilityRate, {
    service,
  });
  let request = 0;
  const nextPath = () => {
    request += 1;
    const month = months[Math.floor(request / documentIds.length) % months.length]!;
    return pathOf(documentIds[request % documentIds.length]!, month);
  };
  const distinct = await measureAtRate(
    one,
    'availability, a new apartment-month each request',
    availabilityRate,
    {
      nextPath,
      service,
    },
  );
  return { repeated, distinct };
}

export function logAvailability({ repeated, distinct }: Awaited<ReturnType<typeof availabilityFigures>>) {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  const line = (figures: Measured) =>
    `p50 ${ms(figures.p50)}, p99 ${ms(figures.p99)}, ${Math.round(figures.rps)} req/s served, ` +
    `${figures.errors} errors; longest event-loop stall: service ${ms(figures.serviceStallMs ?? 0)}`;
  log('');
  log(`booking service, availability (one month of one apartment) at ${availabilityRate} req/s:`);
  log(`  the same month each request (from the availability cache): ${line(repeated)}`);
  log(`  a new apartment-month each request (nothing kept): ${line(distinct)}`);
  const met = distinct.p99 <= availabilityTargetP99Ms && distinct.errors === 0 && repeated.errors === 0;
  log(
    `target p99 ≤ ${availabilityTargetP99Ms} ms at ${availabilityRate} req/s, availability month: ` +
      `${met ? 'met' : 'NOT met'} (${ms(distinct.p99)} uncached, ${ms(repeated.p99)} cached)`,
  );
}
