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
