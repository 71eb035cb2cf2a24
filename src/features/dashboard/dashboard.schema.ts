import { t } from 'elysia'
import { PackSummary } from '../icons/icons.schema'
import { UserData } from '../users/users.schema'

// Items whose schemas live with their features (listings, TOTP): described here by where their full shape is documented.
const ListingItems = t.Array(t.Record(t.String(), t.Unknown()), { description: 'Listings as GET /api/v1/listing/folder/{id}/list gives them' })

/** Spec 1 "Dashboard payload": everything the shell needs to draw itself. */
export const DashboardPayload = t.Object({
  authenticators: t.Array(t.Record(t.String(), t.Unknown()), { description: 'TOTP authenticators as GET /api/v1/totp/{id} summarises them' }),
  userData: UserData,
  sidebarItems: ListingItems,
  homepageItems: ListingItems,
  iconPacks: t.Array(PackSummary),
  unreadNotifications: t.Integer({ minimum: 0 }),
  connectionSetup: t.Boolean({ description: 'Remote connections are configured' }),
})
