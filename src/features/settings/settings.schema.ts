import { t } from 'elysia'
import themes from '../../../assets/themes.json'
import { Asked, AskedIcon, OneOf, StoredIcon, Text } from '../../core/input'
import { SWITCH_NAMES, type FeatureSwitch } from '../../definitions/feature-switches'
import { siteName, SwitchValues, UI_MODES } from '../users/users.schema'

const THEME_VALUES = themes.map((theme) => theme.value)
const LOCATION_MAX = 300

const UiMode = OneOf(UI_MODES, { error: 'UI mode must be compact, normal or comfort.' })

export const ThemeBody = t.Object({ colorTheme: OneOf(THEME_VALUES, { error: 'Unknown colour theme.' }) })
export const DensityBody = t.Object({ uiMode: UiMode })

/** The general settings of spec 3 §3: GET /settings answers them, the dashboard's userData carries them too. */
export const GeneralSettings = t.Composite([t.Object({ siteName: t.String(), siteLogo: t.Nullable(StoredIcon), uiMode: UiMode }), SwitchValues])
export type GeneralSettings = typeof GeneralSettings.static

const SwitchField = t.Optional(t.Boolean({ description: 'Left as it is when omitted.' }))

// Name and logo are optional here so the service can answer with the spec's own messages.
export const SettingsBody = t.Object({
  siteName: Asked(siteName('Required: "Site name is required"')),
  /** Required: "You must have to select a site logo." */
  siteLogo: AskedIcon,
  uiMode: t.Optional(UiMode),
  ...(Object.fromEntries(SWITCH_NAMES.map((name) => [name, SwitchField])) as Record<FeatureSwitch, typeof SwitchField>),
})
export type SettingsBody = typeof SettingsBody.static

// Coordinates come straight from a geocoder, as numbers or numeric strings; the service reads and ranges them.
const Coordinate = t.Union([t.Number(), Text(40)])
export const WeatherSettingsBody = t.Object({
  location: Asked(
    t.Nullable(
      t.Object({
        location: Asked(
          Text(LOCATION_MAX, { description: 'Place name shown on the forecast', error: `The location name must be at most ${LOCATION_MAX} characters.` }),
        ),
        latitude: Asked(Coordinate),
        longitude: Asked(Coordinate),
      }),
    ),
  ),
  unit: Asked(Text(20, { description: 'metric or imperial' })),
})
export type WeatherSettingsBody = typeof WeatherSettingsBody.static
