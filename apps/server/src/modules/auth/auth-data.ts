// The Google sign-in route answers them too, so they are declared with the REST shapes the web app reads.
export type { AuthData, TokenPayload } from '@kiai/shared';

export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
