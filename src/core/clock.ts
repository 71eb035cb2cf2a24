/** Time source injected everywhere so tests can move it (throttling windows, token expiry, TOTP). */
export interface Clock {
  now(): number
}

export const systemClock: Clock = { now: () => Date.now() }
