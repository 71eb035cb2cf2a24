/** An error whose message is safe and meant for the client (the spec's wording where it has one). */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

export const badRequest = (message: string) => new AppError(400, message)
export const unauthorized = (message = 'Authentication required.') => new AppError(401, message)
export const forbidden = (message = 'You are not allowed to do this.') => new AppError(403, message)
export const notFound = (message = 'Not found.') => new AppError(404, message)
export const tooLarge = (message = 'Request body is too large.') => new AppError(413, message)
export const tooManyRequests = (message: string) => new AppError(429, message)

/** The server's disk has no room for the write: 507, and nothing half-written is kept. */
export const DISK_FULL = 'The server’s disk is full. Free some space (delete uploads or old data), then try again.'

// A log line's most: an error from minified code can carry a 90 KB source line in its message or stack.
const LOG_LINE_MAX = 600

/** An error as one short log line: name, code, message and where it was thrown, never a source dump. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, LOG_LINE_MAX)
  const code = (error as { code?: unknown }).code
  const frames = (error.stack ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('at '))
    .slice(0, 3)
    .map((line) => line.slice(0, 120))
  const text = `${error.name}${typeof code === 'string' ? ` ${code}` : ''}: ${error.message.replace(/\s+/g, ' ')}`
  return `${text.slice(0, LOG_LINE_MAX - 200)}${frames.length ? ` (${frames.join(' < ')})` : ''}`.slice(0, LOG_LINE_MAX)
}
