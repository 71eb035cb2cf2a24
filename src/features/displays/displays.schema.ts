import { t } from 'elysia'
import { DISPLAY_DENSITIES, DISPLAY_VIEWS, MAX_VIEWS, MIN_ROTATE_SECONDS, NIGHT_MODES } from '../../definitions/displays'
import { Id, MODEL, OneOf, Text } from '../../core/input'

const Time = t.String({ pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$', error: 'A time is HH:MM (00:00 to 23:59).' })

const DisplayView = t.Object(
  { kind: OneOf(DISPLAY_VIEWS), id: t.Optional(Id) },
  { [MODEL]: 'DisplayView', description: 'What one step of the display shows; folder, todo and page name their id' },
)

/** How a display looks and what it shows: the body it is created with and what /displays/me tells the kiosk. */
const settings = {
  name: Text(100, { min: 1 }),
  views: t.Array(DisplayView, { minItems: 1, maxItems: MAX_VIEWS, error: `Choose 1 to ${MAX_VIEWS} views.` }),
  rotateSeconds: t.Integer({ minimum: MIN_ROTATE_SECONDS, maximum: 3600, error: `Rotate every ${MIN_ROTATE_SECONDS} to 3600 seconds.` }),
  theme: t.Nullable(Text(40), { description: "A theme's value, or null for the owner's" }),
  density: OneOf(DISPLAY_DENSITIES),
  clock: t.Boolean(),
  weather: t.Boolean(),
  night: t.Object({ mode: OneOf(NIGHT_MODES), from: Time, to: Time }, { description: 'Between from and to the screen dims or turns dark' }),
  hideCursor: t.Boolean(),
}

export const DisplayBody = t.Object({
  name: settings.name,
  views: settings.views,
  rotateSeconds: t.Optional(settings.rotateSeconds),
  theme: t.Optional(settings.theme),
  density: t.Optional(settings.density),
  clock: t.Optional(settings.clock),
  weather: t.Optional(settings.weather),
  night: t.Optional(settings.night),
  hideCursor: t.Optional(settings.hideCursor),
})
export type DisplayBody = typeof DisplayBody.static

export const DisplaySettings = t.Object(settings, { [MODEL]: 'DisplaySettings' })
export type DisplaySettings = typeof DisplaySettings.static

export const Display = t.Object(
  {
    id: Id,
    ...settings,
    token: t.String({ description: 'Masked: only its last 4 characters' }),
    createdAt: t.Integer(),
    lastSeenAt: t.Nullable(t.Integer()),
    lastAddress: t.Nullable(t.String()),
  },
  { [MODEL]: 'Display' },
)
export type Display = typeof Display.static

export const CreatedDisplay = t.Object({ id: Id, token: t.String(), url: t.String({ description: 'The kiosk page, /kiosk/{token}' }) })
