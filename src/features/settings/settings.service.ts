import type { Clock } from '../../core/clock'
import type { Database } from '../../core/db'
import { badRequest } from '../../core/errors'
import { UI_MODES } from '../users/users.schema'
import { createSettingsRepo } from './settings.repo'
import { THEME_VALUES } from './settings.schema'

export function createSettingsService(db: Database, clock: Clock) {
  const repo = createSettingsRepo(db)
  return {
    setTheme(userId: number, colorTheme: string) {
      if (!THEME_VALUES.includes(colorTheme)) throw badRequest('Unknown colour theme.')
      repo.setTheme(userId, colorTheme, clock.now())
    },
    setUiMode(userId: number, uiMode: string) {
      if (!(UI_MODES as readonly string[]).includes(uiMode)) throw badRequest('UI mode must be compact, normal or comfort.')
      repo.setUiMode(userId, uiMode, clock.now())
    },
  }
}

export type SettingsService = ReturnType<typeof createSettingsService>
