import { t } from 'elysia'
import themes from '../../../assets/themes.json'
import { Icon, UI_MODES, type UiMode } from '../users/users.schema'

export const THEME_VALUES = themes.map((theme) => theme.value)

export const ThemeBody = t.Object({ colorTheme: t.String({ description: `One of: ${THEME_VALUES.join(', ')}` }) })
export const DensityBody = t.Object({ uiMode: t.String({ description: UI_MODES.join(', ') }) })

export const FEATURE_SWITCHES = [
  'authenticator',
  'camerafeed',
  'networkdevices',
  'todolist',
  'snippetmanager',
  'linksalwaysnewtab',
  'foldersalwaysnewtab',
] as const
export type FeatureSwitch = (typeof FEATURE_SWITCHES)[number]

/** The general settings of spec 3 §3. */
export type GeneralSettings = { siteName: string; siteLogo: Icon | null; uiMode: UiMode } & Record<FeatureSwitch, boolean>

// Required fields are optional here so the service can answer with the spec's own messages.
export const SettingsBody = t.Object({
  siteName: t.Optional(t.String({ description: 'Required: "Site name is required"' })),
  siteLogo: t.Optional(t.Nullable(t.Partial(Icon), { description: 'Required: "You must have to select a site logo."' })),
  uiMode: t.Optional(t.String({ description: UI_MODES.join(', ') })),
  ...Object.fromEntries(FEATURE_SWITCHES.map((name) => [name, t.Optional(t.Boolean({ description: 'Left as it is when omitted.' }))])),
})

const Coordinate = t.Union([t.Number(), t.String()])
export const WeatherSettingsBody = t.Object({
  location: t.Optional(
    t.Nullable(
      t.Object({
        location: t.Optional(t.String({ description: 'Place name shown on the forecast' })),
        latitude: t.Optional(Coordinate),
        longitude: t.Optional(Coordinate),
      }),
    ),
  ),
  unit: t.Optional(t.String({ description: 'metric or imperial' })),
})
