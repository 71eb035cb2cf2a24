import type { UserData } from '../../src/features/users/users.schema'
import { HealthDot } from '../features/health/components/health-dot'
import type { Listing } from '../features/listings/listings.api'

/** The status dot on a link card, while the user's Health switch is on. */
export const healthBadge = (user: UserData) =>
  user.health ? (item: Listing) => (item.listingType === 'link' ? <HealthDot kind="link" id={item.id} /> : null) : undefined
