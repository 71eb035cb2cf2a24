import type { UserData } from '../../src/features/users/users.schema'
import type { DeviceSummary } from '../features/devices/devices.api'
import { HealthDot } from '../features/health/components/health-dot'
import { HealthUptime } from '../features/health/components/health-uptime'
import type { Listing } from '../features/listings/listings.api'

/** The status dot on a link card, while the user's Health switch is on. */
export const healthBadge = (user: UserData) =>
  user.health ? (item: Listing) => (item.listingType === 'link' ? <HealthDot kind="link" id={item.id} /> : null) : undefined

/** The day's uptime on a device card, while the user's Health switch is on. */
export const deviceHealthBadge = (on: boolean) => (on ? (device: DeviceSummary) => <HealthUptime kind="device" id={device.id} /> : undefined)
