import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createAvailabilityCache } from '../../src/bookings/availability-cache.js';
import type { AvailabilityMonth } from '../../src/bookings/availability.js';

/**
 * The cache on its own: a version source and a month source that count their reads, behind one
 * route, so that what is read for each ask is seen (the route tests see the answers only).
 */
function testbed() {
  const state = {
    version: 1,
    versionReads: 0,
    monthReads: 0,
    clock: 1_000,
    validUntil: null as number | null,
  };
  const cache = createAvailabilityCache({
    maxBytes: 1024 * 1024,
    version: async () => {
      state.versionReads += 1;
      return state.version;
    },
    versionMaxAgeMs: 20,
    now: () => state.clock,
  });
  const answer = async (): Promise<AvailabilityMonth> => {
    state.monthReads += 1;
    const read = state.monthReads;
    return {
      answer: {
        month: '2027-01',
        unavailable: [`2027-01-${String(read).padStart(2, '0')}`],
        closedCheckIn: [],
      },
      version: state.version,
      validUntil: state.validUntil,
    };
  };
  const app = Fastify();
  app.get('/:id', (request, reply) =>
    cache.send(reply, (request.params as { id: string }).id, '2027-01', answer),
  );
  const ask = async (id = 'apt-1') => {
    const response = await app.inject({ url: `/${id}` });
    expect(response.statusCode).toBe(200);
    return (response.json() as { unavailable: string[] }).unavailable[0];
  };
  return { app, state, ask };
}

const versionRead = () => new Promise((resolve) => setTimeout(resolve, 40));

describe('the availability cache', () => {
  const { app, state, ask } = testbed();
  afterAll(() => app.close());

  it('reads a month not kept with its version only, and checks the version before sending a kept one', async () => {
    expect(await ask()).toBe('2027-01-01');
    expect(state).toMatchObject({ monthReads: 1, versionReads: 0 });
    expect(await ask()).toBe('2027-01-01');
    expect(state).toMatchObject({ monthReads: 1, versionReads: 1 });
    // Within the version's age, no read at all.
    expect(await ask()).toBe('2027-01-01');
    expect(state).toMatchObject({ monthReads: 1, versionReads: 1 });
  });

  it('reads the month again once the version has moved past the kept one', async () => {
    state.version = 2;
    await versionRead();
    expect(await ask()).toBe('2027-01-02');
    expect(state.monthReads).toBe(2);
    await versionRead();
    expect(await ask()).toBe('2027-01-02');
    expect(state.monthReads).toBe(2);
  });

  it('reads the month again once a hold in it has run out, with no new version', async () => {
    state.validUntil = state.clock + 500;
    const other = 'apt-2';
    expect(await ask(other)).toBe('2027-01-03');
    expect(await ask(other)).toBe('2027-01-03');
    state.clock += 500;
    state.validUntil = null;
    expect(await ask(other)).toBe('2027-01-04');
    expect(state.monthReads).toBe(4);
  });

  it('shares one read among the askers of one month at one time', async () => {
    const before = state.monthReads;
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask('apt-3')));
    expect(new Set(answers).size).toBe(1);
    expect(state.monthReads).toBe(before + 1);
  });
});
