import { lazy, Suspense } from 'react'
import type { UserData } from '../../src/features/users/users.schema'
import type { Listing } from '../features/listings/listings.api'
import { withLaterStyles } from '../lib/later-styles'
import { healthBadge } from './health-badge'

// Loaded on a folder screen of a user with the Containers switch on, not with the first screens.
const GoneMark = lazy(withLaterStyles(async () => ({ default: (await import('../features/docker/components/gone-mark')).GoneMark })))

/** A folder's card badges: the health dot, and the mark of a synced container's card whose container is gone. */
export function folderBadge(user: UserData) {
  const health = healthBadge(user)
  if (!user.docker) return health
  return (item: Listing) => (
    <>
      {health?.(item)}
      {item.listingType === 'link' && (
        <Suspense fallback={null}>
          <GoneMark id={item.id} />
        </Suspense>
      )}
    </>
  )
}
