import { describe, expect, it } from 'vitest';
import { createCheckInQueue, type CheckInQueueDeps } from './check-in-queue.js';
import { isCheckInRequest, keyNumberCheckIn, nameCheckIn, type CheckInRequest } from './check-in-request.js';

class Refused extends Error {}

/** A queue on a fake server: `answer` decides each send, timers run when the test says so. */
function setup(answer: (request: CheckInRequest) => 'ok' | 'refused' | 'unreachable', stored: CheckInRequest[] = []) {
  const sent: string[] = [];
  let saved: readonly CheckInRequest[] = stored;
  const timers: { task: () => void; ms: number }[] = [];
  let delivered = 0;
  const deps: CheckInQueueDeps = {
    send: async (request) => {
      sent.push(`${request.label}:${request.clientId}`);
      const result = answer(request);
      if (result === 'refused') throw new Refused('No valid class pass for this class: please see the desk.');
      if (result === 'unreachable') throw new TypeError('Failed to fetch');
      return `answer to ${request.label}`;
    },
    isRefusal: (error) => error instanceof Refused,
    storage: { load: () => [...saved], save: (waiting) => void (saved = waiting) },
    schedule: (task, ms) => {
      const timer = { task, ms };
      timers.push(timer);
      return () => void timers.splice(timers.indexOf(timer), 1);
    },
    browserOnline: () => true,
    canSend: () => true,
    onDelivered: () => void delivered++,
  };
  const queue = createCheckInQueue(deps);
  return { queue, sent, saved: () => saved, timers, delivered: () => delivered };
}

const tap = (label: string) => ({ ...nameCheckIn(`account-${label}`, 'class-1', label), clientId: `id-${label}` });

describe('the kiosk check-in queue', () => {
  it('sends at once while the server answers, and passes a refusal on with its message', async () => {
    const { queue, sent } = setup((r) => (r.label === 'Ann' ? 'ok' : 'refused'));
    expect(await queue.submit(tap('Ann'))).toEqual({ status: 'checkedIn', answer: 'answer to Ann' });
    expect(await queue.submit(tap('Bob'))).toEqual({ status: 'refused', message: 'No valid class pass for this class: please see the desk.' });
    expect(sent).toEqual(['Ann:id-Ann', 'Bob:id-Bob']);
    expect(queue.getState()).toEqual({ waiting: [], offline: false });
  });

  it('keeps check-ins on the device while the server cannot be reached, and sends them in order with their own client ids', async () => {
    let online = false;
    const { queue, sent, saved, timers, delivered } = setup((r) => (online ? (r.label === 'Cem' ? 'refused' : 'ok') : 'unreachable'));
    expect(await queue.submit(tap('Ann'))).toEqual({ status: 'queued' });
    expect(await queue.submit(tap('Bob'))).toEqual({ status: 'queued' });
    expect(await queue.submit(tap('Cem'))).toEqual({ status: 'queued' });
    expect(queue.getState().offline).toBe(true);
    expect(queue.getState().waiting.map((r) => r.label)).toEqual(['Ann', 'Bob', 'Cem']);
    expect(saved().map((r) => r.clientId)).toEqual(['id-Ann', 'id-Bob', 'id-Cem']);

    // The retry backs off while the server stays away.
    const first = timers.at(-1)!;
    timers.splice(0);
    first.task();
    await queue.drain();
    expect(timers.map((t) => t.ms)).toEqual([first.ms * 2]);

    online = true;
    queue.cameOnline();
    await queue.drain();
    expect(sent.slice(-3)).toEqual(['Ann:id-Ann', 'Bob:id-Bob', 'Cem:id-Cem']);
    // Cem's refusal on delivery leaves the device (the server keeps it for staff); nothing waits any more.
    expect(queue.getState()).toEqual({ waiting: [], offline: false });
    expect(saved()).toEqual([]);
    expect(delivered()).toBe(1);
  });

  it('sends what a reload left waiting, and puts a new tap behind it', async () => {
    const { queue, sent } = setup(() => 'ok', [tap('Ann')]);
    const outcome = await queue.submit(tap('Bob'));
    expect(outcome).toEqual({ status: 'queued' });
    await queue.drain();
    expect(sent).toEqual(['Ann:id-Ann', 'Bob:id-Bob']);
    expect(queue.getState().waiting).toEqual([]);
  });

  it('tells the screen it is offline as soon as the browser says so', () => {
    const { queue } = setup(() => 'ok');
    const seen: boolean[] = [];
    queue.subscribe(() => seen.push(queue.getState().offline));
    queue.wentOffline();
    queue.cameOnline();
    expect(seen).toEqual([true, false]);
  });

  it('queues a card scan like a tap: stored with its scan time, sent in order behind the taps with its own client id', async () => {
    let online = false;
    const { queue, sent, saved } = setup(() => (online ? 'ok' : 'unreachable'));
    const scannedAt = new Date('2026-03-02T09:20:00.000Z');
    const scan = keyNumberCheckIn('location-1', '4000000001', scannedAt);
    expect(scan).toMatchObject({ kind: 'keyNumber', variables: { location: 'location-1', keyNumber: '4000000001' }, label: '4000000001', tappedAt: '2026-03-02T09:20:00.000Z' });
    expect(await queue.submit(tap('Ann'))).toEqual({ status: 'queued' });
    expect(await queue.submit(scan)).toEqual({ status: 'queued' });
    // What a reload reads back from storage is a request this build can send.
    expect(saved().map((r) => r.kind)).toEqual(['name', 'keyNumber']);
    expect(JSON.parse(JSON.stringify(saved())).every(isCheckInRequest)).toBe(true);
    await queue.drain(); // the attempt the scan started, still without the server
    online = true;
    queue.cameOnline();
    await queue.drain();
    expect(sent.slice(-2)).toEqual(['Ann:id-Ann', `4000000001:${scan.clientId}`]);
    expect(queue.getState()).toEqual({ waiting: [], offline: false });
  });

  it('answers a scan sent at once with the server\'s answer (the welcome names the member and the class)', async () => {
    const { queue } = setup(() => 'ok');
    expect(await queue.submit(keyNumberCheckIn('location-1', '4000000002'))).toEqual({ status: 'checkedIn', answer: 'answer to 4000000002' });
  });

  it('gives every scan a fresh client id', () => {
    expect(keyNumberCheckIn('l', '1').clientId).not.toBe(keyNumberCheckIn('l', '1').clientId);
  });
});
