import { AppFailure } from '../../live-app'

/** Services that refuse inside a 200 answer (an empty list, a status field of their own): said like a refused sign-in. */
export const refusedInside = (name: string, credentials: string) => new AppFailure(`${name} refused the sign-in: check the ${credentials}.`)
