import { t } from 'elysia'
import { PackSummary } from '../icons/icons.schema'
import { Listing } from '../listings/listings.schema'
import { TotpSummary } from '../totp/totp.schema'
import { UserData } from '../users/users.schema'

/** Spec 1 "Dashboard payload": everything the shell needs to draw itself. */
export const DashboardPayload = t.Object({
  authenticators: t.Array(TotpSummary),
  userData: UserData,
  sidebarItems: t.Array(Listing, { description: 'Listings pinned to the sidebar' }),
  homepageItems: t.Array(Listing, { description: 'The root folder’s cards' }),
  iconPacks: t.Array(PackSummary),
  unreadNotifications: t.Integer({ minimum: 0 }),
  connectionSetup: t.Boolean({ description: 'Remote connections are configured' }),
  iconImages: t.Record(t.String(), t.String(), {
    description: "SVG of the embedded icons the payload shows, by the address the user's theme loads (at most 120): no request per icon",
  }),
})
export type DashboardPayload = typeof DashboardPayload.static
