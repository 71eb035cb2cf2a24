import { badRequest } from './errors'

/**
 * Refuses one more of something a user adds past `max` (400, in the words of the API-key cap): a looping client cannot
 * grow a table, and the answers built from it, without bound. The caps sit far above what a person makes by hand.
 */
export function refuseOneMore(count: number, max: number, what: string) {
  if (count >= max) throw badRequest(`You can have a maximum of ${max.toLocaleString('en')} ${what}. Delete some to add more.`)
}
