import { ApiError, toastFailure } from '../../../lib/api-client'

/** A refused field (400) goes back into the form; anything else is a toast (the server's message for other 4xx). */
export function saveError(error: unknown, fallback: string, show: (message: string) => void) {
  if (error instanceof ApiError && error.status === 400) show(error.message)
  else toastFailure(error, fallback)
}
