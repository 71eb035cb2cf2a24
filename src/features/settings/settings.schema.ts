import { t } from 'elysia'
import themes from '../../../assets/themes.json'
import { UI_MODES } from '../users/users.schema'

export const THEME_VALUES = themes.map((theme) => theme.value)

export const ThemeBody = t.Object({ colorTheme: t.String({ description: `One of: ${THEME_VALUES.join(', ')}` }) })
export const DensityBody = t.Object({ uiMode: t.String({ description: UI_MODES.join(', ') }) })
