/**
 * What a kiosk sends to check someone in, one kind per way of finding the member. A kind is its variables
 * here plus its sender in send-check-in.ts; the queue, the status bar and the retries work for every kind.
 */
export interface CheckInVariables {
  /** A tap on a name in a class list; a walk-in may have chosen the pass or subscription to check in with. */
  name: { account: string; scheduleItem: string } & Partial<PaidWith>;
  /** A member card read at a location's page (the camera's QR code or a key fob): the server picks the class. */
  keyNumber: { location: string; keyNumber: string };
}

export type CheckInKind = keyof CheckInVariables;

interface RequestOf<K extends CheckInKind> {
  /** The tap's idempotency key: every resend carries it, so the server counts the tap once. */
  clientId: string;
  kind: K;
  variables: CheckInVariables[K];
  /** Who is checking in, as the screen shows it (the class list marks the name while it waits). */
  label: string;
  /** When the member tapped (ISO 8601): a queued check-in arrives later, and staff see when it happened. */
  tappedAt: string;
}

export type CheckInRequest = { [K in CheckInKind]: RequestOf<K> }[CheckInKind];

/** How a check-in ended for the member at the screen; checked in: with the server's answer (a scan's welcome). */
export type CheckInOutcome = { status: 'checkedIn'; answer?: unknown } | { status: 'queued' } | { status: 'refused'; message: string };

/** A walk-in's choice (kioskCheckInOptions): kept with the check-in, so one queued offline is replayed with it. */
export type PaidWith = { accountClasspass: string } | { accountSubscription: string };

/** A new tap on a name, with a fresh client id and the time of the tap (and the walk-in's choice, if any). */
export function nameCheckIn(account: string, scheduleItem: string, label: string, now = new Date(), paidWith?: PaidWith): CheckInRequest {
  return { clientId: crypto.randomUUID(), kind: 'name', variables: { account, scheduleItem, ...paidWith }, label, tappedAt: now.toISOString() };
}

/**
 * A new scan of a member card at a location, with a fresh client id and the time of the scan (the server checks
 * in to the class open then). Labelled with the number until the server tells whose card it is.
 */
export function keyNumberCheckIn(location: string, keyNumber: string, now = new Date()): CheckInRequest {
  return { clientId: crypto.randomUUID(), kind: 'keyNumber', variables: { location, keyNumber }, label: keyNumber, tappedAt: now.toISOString() };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Whether stored JSON is a request this build can send (a kiosk updated while check-ins wait keeps them). */
export function isCheckInRequest(value: unknown): value is CheckInRequest {
  return (
    isObject(value) &&
    typeof value.clientId === 'string' &&
    typeof value.kind === 'string' &&
    typeof value.label === 'string' &&
    typeof value.tappedAt === 'string' &&
    isObject(value.variables)
  );
}
