import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from './logger.js';

/** The in-process caches that other servers must be told about (each names what its keys are). */
export type CacheTopic = 'club' | 'classes';

/** Drops one key of a cache, or everything (null). */
type Drop = (key: string | null) => void;

/**
 * Tells every server of one database that cached entries are stale. A cache subscribes with the function that
 * drops a key; `publish` drops it here at once and on the other servers within about a second: on PostgreSQL
 * through LISTEN/NOTIFY, on PGlite (one process) only here. While the listening connection is down changes of
 * other servers may be missed: `live` is false, and every subscriber is told to drop everything (key `null`)
 * when it goes down and again once it listens anew.
 */
export interface CacheInvalidation {
  readonly live: boolean;
  /** Call after the change has committed: a server that reloads on the message must find it. */
  publish(topic: CacheTopic, key: string): void;
  subscribe(topic: CacheTopic, drop: Drop): void;
  close(): Promise<void>;
}

const CHANNEL = 'kiai_cache';
/** Shown in pg_stat_activity, so an operator (and the tests) can tell the listening connection apart. */
export const LISTENER_APPLICATION_NAME = 'kiai-cache-invalidation';
/** Pauses before reconnecting, growing with each failed attempt. */
const RECONNECT_MS = [100, 500, 1000, 2000, 5000];

interface Message {
  /** the publishing server, which has already dropped the key */
  from: string;
  topic: CacheTopic;
  key: string;
}

/** The caches' drop functions by topic. */
function subscriberList() {
  const byTopic = new Map<CacheTopic, Drop[]>();
  return {
    add: (topic: CacheTopic, drop: Drop) => void byTopic.set(topic, [...(byTopic.get(topic) ?? []), drop]),
    deliver(topic: CacheTopic, key: string | null) {
      for (const drop of byTopic.get(topic) ?? []) drop(key);
    },
    dropEverything() {
      for (const drops of byTopic.values()) for (const drop of drops) drop(null);
    },
  };
}

/** One process on its own database (PGlite): the publisher is the only server, so dropping here is enough. */
export function inProcessCacheInvalidation(): CacheInvalidation {
  const subscribers = subscriberList();
  return { live: true, publish: subscribers.deliver, subscribe: subscribers.add, close: async () => {} };
}

/**
 * PostgreSQL: one connection of its own LISTENs (a pooled one would be handed to queries) and sends, so a busy
 * pool delays no message. Messages published in the same tick go out in one statement (a burst of bookings costs
 * one round trip); those published while the connection is down wait for the next one. It reconnects with a
 * growing pause when the connection drops. Resolves once it listens.
 */
export async function postgresCacheInvalidation(databaseUrl: string, log: Logger): Promise<CacheInvalidation> {
  const self = randomUUID();
  const subscribers = subscriberList();
  const pending = new Set<string>();
  let connection: pg.Client | undefined;
  let live = false;
  let closed = false;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let flushQueued = false;

  const onNotification = (notification: pg.Notification) => {
    try {
      const message = JSON.parse(notification.payload ?? '') as Message;
      if (message.from !== self) subscribers.deliver(message.topic, message.key);
    } catch {
      log.warn({ payload: notification.payload }, 'cache invalidation: unreadable message ignored');
    }
  };

  const flush = () => {
    flushQueued = false;
    if (!live || !connection || pending.size === 0) return;
    const messages = [...pending];
    pending.clear();
    connection
      .query('SELECT pg_notify($1, m) FROM unnest($2::text[]) AS m', [CHANNEL, messages])
      .catch((error: Error) => log.error({ err: error.message }, 'cache invalidation: could not tell the other servers'));
  };

  const queueFlush = () => {
    if (flushQueued) return;
    flushQueued = true;
    setImmediate(flush);
  };

  const lost = (client: pg.Client, error?: Error) => {
    if (connection !== client) return;
    connection = undefined;
    live = false;
    client.removeAllListeners();
    client.on('error', () => {});
    void client.end().catch(() => {});
    subscribers.dropEverything();
    if (closed) return;
    const pause = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]!;
    log.warn({ err: error?.message }, `cache invalidation: listening connection lost, reconnecting in ${pause} ms`);
    reconnectTimer = setTimeout(() => void connect().catch(() => {}), pause);
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString: databaseUrl, application_name: LISTENER_APPLICATION_NAME });
    connection = client;
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client));
    client.on('notification', onNotification);
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      lost(client, error as Error);
      throw error;
    }
    if (connection !== client) return;
    attempt = 0;
    live = true;
    // Anything cached before now may have missed a message.
    subscribers.dropEverything();
    queueFlush();
  };

  await connect().catch((error: unknown) => {
    // Not at start: the server fails to start instead of retrying behind its back.
    closed = true;
    clearTimeout(reconnectTimer);
    throw error;
  });
  return {
    get live() {
      return live;
    },
    publish(topic, key) {
      subscribers.deliver(topic, key);
      pending.add(JSON.stringify({ from: self, topic, key } satisfies Message));
      queueFlush();
    },
    subscribe: subscribers.add,
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      const client = connection;
      connection = undefined;
      live = false;
      await client?.end().catch(() => {});
    },
  };
}

/** The invalidation that fits the database: PostgreSQL's NOTIFY across servers, or this process alone. */
export async function createCacheInvalidation(databaseUrl: string | undefined, log: Logger): Promise<CacheInvalidation> {
  return databaseUrl ? postgresCacheInvalidation(databaseUrl, log) : inProcessCacheInvalidation();
}
