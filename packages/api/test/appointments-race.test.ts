/**
 * Races for the last places of a slot against a real PostgreSQL server (PGlite runs one statement
 * at a time, so it cannot race). Every request goes through the API at once (Promise.all); the
 * node-postgres pool (db/client.ts, 10 connections) runs ten transactions truly in parallel and
 * queues the rest. With N shoppers after k places exactly k win and the others get 409
 * slotTaken — and a control run without the capacity constraint shows more than one winner, so the
 * test can see the bug it guards against.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import {
  appointmentApi,
  APPOINTMENT_MESSAGES as M,
  booked,
  laterOpenDays,
  plainShops,
  setShop,
  type AppointmentApi,
  type ScheduleDay,
} from './support/appointments';

describeOnDatabases(
  'appointments: racing for the last places',
  ({ database }) => {
    let a: AppointmentApi;
    let shop: number;
    let day: ScheduleDay;
    let racers: string[];

    beforeAll(async () => {
      a = await appointmentApi(database());
      [shop] = (await plainShops(database(), 1)) as [number];
      await setShop(database(), shop, { bays: 1 });
      day = laterOpenDays(await a.schedule(shop))[0]!;
      racers = await cartsAt(shop, 50);
    });

    /** `count` carts shipped to the shop, made ten at a time. */
    async function cartsAt(installerId: number, count: number): Promise<string[]> {
      const made: string[] = [];
      while (made.length < count)
        made.push(...(await Promise.all(Array.from({ length: Math.min(10, count - made.length) }, () => a.installerCart(installerId)))));
      return made;
    }

    const appointmentsAt = async (installerId: number, slot: string) =>
      Number(
        (
          await database().query<{ n: number }>(
            'SELECT count(*)::int AS n FROM appointments WHERE installer_id = $1 AND date = $2 AND slot = $3',
            [installerId, day.date, slot],
          )
        )[0]!.n,
      );

    /** Everyone books `startTime` at once; answers the winners and checks every loser's answer. */
    async function race(carts: string[], startTime: string, method: 'create' | 'update' = 'create') {
      const results = await Promise.all(carts.map((cartId) => a.appointment[method](cartId, { date: day.date, startTime })));
      const won = method === 'create' ? 201 : 200;
      for (const r of results.filter((x) => x.status !== won)) {
        expect(r.status, JSON.stringify(r.body)).toBe(409);
        expect(r.body.error.message).toBe(M.slotTaken);
      }
      return results.filter((r) => r.status === won).length;
    }

    it('50 shoppers, one place: exactly one booking, 49 told the time is taken', async () => {
      expect(await race(racers, '10:00')).toBe(1);
      expect(await booked(database(), shop, day.date, '10:00')).toBe(1);
      expect(await appointmentsAt(shop, '10:00')).toBe(1);
    });

    it('20 shoppers, three places: exactly three bookings', async () => {
      await setShop(database(), shop, { bays: 3 });
      const free = [];
      for (const cartId of racers) if (free.length < 20 && (await a.appointment.get(cartId)).status === 404) free.push(cartId);
      expect(await race(free, '11:00')).toBe(3);
      expect(await booked(database(), shop, day.date, '11:00')).toBe(3);
      expect(await appointmentsAt(shop, '11:00')).toBe(3);
    });

    it('20 carts moving into one place at once from 20 different times: one moves, the others keep theirs', async () => {
      const [mover] = (await plainShops(database(), 2)).slice(1) as [number];
      await setShop(database(), mover, { bays: 1 });
      const movers = await cartsAt(mover, 20);
      const [first, second, target] = laterOpenDays(await a.schedule(mover)) as [ScheduleDay, ScheduleDay, ScheduleDay];
      // Each mover starts from a time of its own, so nothing but the target slot is shared.
      const starts = [first, second].flatMap((d) => [
        ...d.slots.map((s) => ({ date: d.date, startTime: s.startTime })),
        ...d.dropOffWindows.map((w) => ({ date: d.date, dropOffWindow: w.dropOffWindow })),
      ]);
      expect(starts.length).toBeGreaterThanOrEqual(20);
      for (const [i, cartId] of movers.entries()) expect((await a.appointment.create(cartId, starts[i])).status).toBe(201);
      const before = await database().query<{ cart_id: string; row: string }>(
        'SELECT cart_id, to_jsonb(a)::text AS row FROM appointments a WHERE installer_id = $1',
        [mover],
      );

      const results = await Promise.all(movers.map((cartId) => a.appointment.update(cartId, { date: target.date, startTime: '14:00' })));
      expect(results.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of results.filter((x) => x.status !== 200)) {
        expect(r.status, JSON.stringify(r.body)).toBe(409);
        expect(r.body.error.message).toBe(M.slotTaken);
      }
      expect(await booked(database(), mover, target.date, '14:00')).toBe(1);
      // The 19 refused moves left their appointments exactly as they were.
      const after = new Map(
        (
          await database().query<{ cart_id: string; row: string }>(
            'SELECT cart_id, to_jsonb(a)::text AS row FROM appointments a WHERE installer_id = $1',
            [mover],
          )
        ).map((r) => [r.cart_id, r.row]),
      );
      const winner = movers[results.findIndex((r) => r.status === 200)]!;
      expect(before.filter((r) => r.cart_id !== winner && after.get(r.cart_id) === r.row)).toHaveLength(19);
      expect(after.size).toBe(20);
    });

    /**
     * Deadlocks PostgreSQL has detected in this database. A connection reports its statistics when
     * it goes idle at least a second after its last report: after a pause, every pooled connection
     * runs a statement (ten at once take all ten), and then each has reported.
     */
    async function deadlocks(): Promise<number> {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await Promise.all(Array.from({ length: 10 }, () => database().query('SELECT pg_sleep(0.05)')));
      const [row] = await database().query<{ deadlocks: number }>(
        'SELECT deadlocks FROM pg_stat_database WHERE datname = current_database()',
      );
      return Number(row!.deadlocks);
    }

    it('carts swapping their times at once all get the other time, waiting for each other without a deadlock', async () => {
      const [swapper] = (await plainShops(database(), 4)).slice(3) as [number];
      await setShop(database(), swapper, { bays: 2 });
      const swapDay = laterOpenDays(await a.schedule(swapper))[0]!;
      const times = swapDay.slots.slice(0, 8).map((s) => s.startTime);
      const carts = await cartsAt(swapper, 8);
      for (const [i, cartId] of carts.entries())
        expect((await a.appointment.create(cartId, { date: swapDay.date, startTime: times[i] })).status).toBe(201);
      const deadlocksBefore = await deadlocks();
      // Pairs (0,1), (2,3) …: each cart takes its partner's time while the partner takes its own —
      // and back again, a few times over.
      const partner = (i: number) => (i % 2 === 0 ? i + 1 : i - 1);
      for (let round = 1; round <= 4; round++) {
        const timeOf = (i: number) => times[round % 2 === 1 ? partner(i) : i];
        const results = await Promise.all(
          carts.map((cartId, i) => a.appointment.update(cartId, { date: swapDay.date, startTime: timeOf(i) })),
        );
        expect(results.map((r) => r.status)).toEqual(carts.map(() => 200));
        for (const [i, cartId] of carts.entries())
          expect((await a.appointment.get(cartId)).body.siteCartAppointment.startTime).toBe(timeOf(i));
        for (const time of times) expect(await booked(database(), swapper, swapDay.date, time)).toBe(1);
      }
      // The slot rows are taken in one order (services/appointments.ts lockSlotLoads): crossing
      // moves wait for each other, and the deadlock retry is never needed.
      expect(await deadlocks()).toBe(deadlocksBefore);
    });

    describe('control: without the capacity constraint', () => {
      let control: number;
      afterAll(async () => {
        // Put the guarantee back: no slot may hold more than its capacity when it is re-added.
        await database().query('DELETE FROM appointments WHERE installer_id = $1', [control]);
        await database().query('ALTER TABLE installer_slot_load DROP CONSTRAINT IF EXISTS slot_load_within_capacity');
        await database().query('ALTER TABLE installer_slot_load ADD CONSTRAINT slot_load_within_capacity CHECK (booked <= capacity)');
      });

      it('50 shoppers for one place get more than one booking: the race is real and the constraint is what stops it', async () => {
        [control] = (await plainShops(database(), 3)).slice(2) as [number];
        await setShop(database(), control, { bays: 1 });
        const controlDay = laterOpenDays(await a.schedule(control))[0]!;
        const carts = await cartsAt(control, 50);
        await database().query('ALTER TABLE installer_slot_load DROP CONSTRAINT slot_load_within_capacity');
        const results = await Promise.all(
          carts.map((cartId) => a.appointment.create(cartId, { date: controlDay.date, startTime: '13:00' })),
        );
        const won = results.filter((r) => r.status === 201).length;
        expect(won).toBeGreaterThan(1);
        expect(await booked(database(), control, controlDay.date, '13:00')).toBe(won);
      });
    });
  },
  { kinds: ['postgres'] },
);
