/**
 * `rateLimits/{bucket}`: one fixed window of one public-API limit (a caller's address, a submitted email, every
 * caller together), written only by functions. `expiresAt` lets a Firestore TTL policy delete spent windows.
 */
export interface RateLimitDocument<Time> {
  windowStart: Time;
  count: number;
  expiresAt: Time;
}
