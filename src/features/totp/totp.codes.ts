import type * as Otplib from 'otplib'
import type { CodeParams } from './totp.otpauth'

/**
 * otplib and its hash library load when a code is first made or a secret first checked, not at start (idle RSS);
 * require() loads it synchronously, so every caller stays synchronous.
 */
export const otplib = (): typeof Otplib => require('otplib')

/** 80 bits, what 16 base32 characters hold (spec §5's shortest secret). */
export const MIN_KEY_BYTES = 10
// Spec §5 allows 16 base32 characters (10 bytes) up to 128 (80 bytes); otplib's defaults ask for 16 to 64 bytes.
let guardrails: Otplib.OTPGuardrails | undefined

/** The code valid at nowMs and how many seconds it has left. */
export function codeAt(params: CodeParams, nowMs: number): { code: string; remainingSeconds: number } {
  const epoch = Math.floor(nowMs / 1000)
  const { createGuardrails, generateSync } = otplib()
  guardrails ??= createGuardrails({ MIN_SECRET_BYTES: MIN_KEY_BYTES, MAX_SECRET_BYTES: 80 })
  const code = generateSync({ secret: params.secret, algorithm: params.algorithm, digits: params.digits, period: params.period, epoch, guardrails })
  return { code, remainingSeconds: params.period - (epoch % params.period) }
}
