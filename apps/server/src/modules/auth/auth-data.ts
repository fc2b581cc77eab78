/** What tokenAuth, refreshToken, register and the Google sign-in answer with; times in Unix seconds. */
export interface AuthData {
  token: string;
  payload: TokenPayload;
  refreshToken: string;
  /** When the refresh token expires. */
  refreshExpiresIn: number;
}

export interface TokenPayload {
  email: string;
  exp: number;
  /** When the session (the sign-in) started; stays the same across refreshes. */
  origIat: number;
}

export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
