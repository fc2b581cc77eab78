import { tmpdir } from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
/** Where the browsers open the e2e server, and its PUBLIC_URL: the links it makes (mail, the test payment link) lead back here. */
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/** The e2e server's data folder: a fresh PGlite database and its mail outbox (.eml files); one per port, so runs on different ports never share it. */
export const E2E_DATA_DIR = path.join(tmpdir(), `kiai-e2e-data-${E2E_PORT}`);
export const CLUB = 'northside';
