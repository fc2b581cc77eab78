/** The slice of pino that domain code may use; Fastify's logger satisfies it. */
export interface Logger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

/** Keys whose values never reach a log line (test plan D5). */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'password',
  'token',
  'refreshToken',
  '*.password',
  '*.token',
  '*.refreshToken',
];

/** Paths whose last segment is a secret (mail links); the query string may carry a GraphQL GET document. */
const SECRET_PATH = /\/(password-reset|account\/verify|account\/undo-email-change)\/[^/?#]+/g;

/** The URL as a log line may show it: secret link tokens masked, the query string dropped. */
export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  return path.replace(SECRET_PATH, '/$1/[redacted]') + (query === undefined ? '' : '?[redacted]');
}

/** Pino serializers for every server log: requests are logged by method and redacted URL only. */
export const LOG_SERIALIZERS = {
  req: (req: { method?: string; url?: string; ip?: string; id?: string }) => ({
    id: req.id,
    method: req.method,
    url: redactUrl(req.url ?? ''),
    remoteAddress: req.ip,
  }),
};
