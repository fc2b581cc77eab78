import type { CheckInOutcome, CheckInRequest } from './check-in-request.js';

export interface CheckInQueueState {
  /** Check-ins tapped while the server could not be reached, oldest first. */
  waiting: readonly CheckInRequest[];
  /** Whether the kiosk believes it is offline: the browser says so, or the last send did not reach the server. */
  offline: boolean;
}

export interface CheckInQueueDeps {
  /** Sends one check-in; throws when it fails. */
  send(request: CheckInRequest): Promise<unknown>;
  /** Whether an error of `send` is the server's refusal (final) rather than a failure to reach it (try again). */
  isRefusal(error: unknown): boolean;
  /** Where waiting check-ins survive a reload. */
  storage: { load(): CheckInRequest[]; save(waiting: readonly CheckInRequest[]): void };
  /** Runs `task` after `ms`; answers a cancel function. */
  schedule(task: () => void, ms: number): () => void;
  browserOnline(): boolean;
  /** False while the kiosk is not paired: its queue waits for a pairing instead of being refused as anonymous. */
  canSend(): boolean;
  /** Called after check-ins were delivered or refused, so screens fetch their lists again. */
  onDelivered(): void;
}

/** Retries of a queue that cannot reach the server: 2 s, 4 s, 8 s … at most 30 s apart. */
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 30_000;

/**
 * The kiosk's check-ins, online or not. `submit` sends at once when nothing waits; when the server cannot be
 * reached the check-in is stored and answered 'queued'. `drain` sends what waits in tap order, each with its
 * own client id (a retry after a lost answer counts once on the server); a refusal on delivery drops it from
 * the device (the server keeps it for staff), a failure to reach the server stops the drain until the next
 * retry or the browser's online event.
 */
export function createCheckInQueue(deps: CheckInQueueDeps) {
  let state: CheckInQueueState = { waiting: deps.storage.load(), offline: !deps.browserOnline() };
  const listeners = new Set<() => void>();
  let draining: Promise<void> | null = null;
  let cancelRetry: (() => void) | null = null;
  let retryMs = FIRST_RETRY_MS;

  function update(next: Partial<CheckInQueueState>) {
    state = { ...state, ...next };
    if (next.waiting) deps.storage.save(state.waiting);
    listeners.forEach((listener) => listener());
  }

  function scheduleRetry() {
    cancelRetry?.();
    cancelRetry = deps.schedule(() => {
      cancelRetry = null;
      void drain();
    }, retryMs);
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  }

  function reached() {
    retryMs = FIRST_RETRY_MS;
    if (state.offline) update({ offline: false });
  }

  async function drainOnce(): Promise<void> {
    let delivered = false;
    while (state.waiting.length > 0 && deps.canSend()) {
      const [next] = state.waiting;
      try {
        await deps.send(next!);
      } catch (error) {
        if (!deps.isRefusal(error)) {
          update({ offline: true });
          scheduleRetry();
          break;
        }
      }
      reached();
      delivered = true;
      update({ waiting: state.waiting.filter((request) => request.clientId !== next!.clientId) });
    }
    if (delivered) deps.onDelivered();
  }

  /** Sends what waits; one drain at a time (a second call joins the running one). */
  function drain(): Promise<void> {
    draining ??= drainOnce().finally(() => {
      draining = null;
    });
    return draining;
  }

  function enqueue(request: CheckInRequest): CheckInOutcome {
    update({ waiting: [...state.waiting, request] });
    return { status: 'queued' };
  }

  async function submit(request: CheckInRequest): Promise<CheckInOutcome> {
    // Behind check-ins that wait already: the server gets the taps in the order they were made.
    if (state.waiting.length > 0 || draining) {
      const outcome = enqueue(request);
      void drain();
      return outcome;
    }
    try {
      const answer = await deps.send(request);
      reached();
      return { status: 'checkedIn', answer };
    } catch (error) {
      if (deps.isRefusal(error)) {
        reached();
        return { status: 'refused', message: (error as Error).message };
      }
      update({ offline: true });
      const outcome = enqueue(request);
      scheduleRetry();
      return outcome;
    }
  }

  return {
    submit,
    drain,
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The browser went offline: say so at once, before a tap finds out. */
    wentOffline() {
      update({ offline: true });
    },
    /** The browser is back online: try the server now rather than at the next retry. */
    cameOnline() {
      retryMs = FIRST_RETRY_MS;
      if (state.waiting.length === 0) update({ offline: false });
      else void drain();
    },
  };
}

export type CheckInQueue = ReturnType<typeof createCheckInQueue>;
