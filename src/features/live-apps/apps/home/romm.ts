import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { USER_AND_PASSWORD } from '../shared/fields'

// RomM's API with HTTP basic auth (a RomM user); api/stats counts the library, api/heartbeat names the version.
export const romm = defineApp({
  id: 'romm',
  name: 'RomM',
  category: 'home',
  description: 'Platforms, games, saves and states in your RomM library, and its size on disk.',
  expected: 'a RomM server, version 3.0+',
  docs: 'https://docs.romm.app/latest/API-and-Development/API-Reference/',
  api: 'REST',
  repo: 'https://github.com/rommapp/romm',
  license: 'AGPL-3.0',
  logo: { initials: 'RM', colour: '#553e98' },
  config: USER_AND_PASSWORD,
  auth: { style: 'basic', user: 'username', password: 'password' },
  requests: {
    stats: {
      path: 'api/stats',
      answer: t.Object({
        PLATFORMS: t.Number(),
        ROMS: t.Number(),
        SAVES: t.Number(),
        STATES: t.Number(),
        SCREENSHOTS: t.Optional(t.Number()),
        // Renamed from FILESIZE in RomM 3.8.
        TOTAL_FILESIZE_BYTES: t.Optional(t.Number()),
        FILESIZE: t.Optional(t.Number()),
      }),
    },
    heartbeat: { path: 'api/heartbeat', answer: t.Object({ SYSTEM: t.Object({ VERSION: t.String() }) }) },
  },
  test: ['stats'],
  datapoints: [
    { key: 'platforms', label: 'Platforms', icon: 'device-gamepad-2', format: 'count', default: true, read: (a) => a.stats.PLATFORMS },
    { key: 'roms', label: 'Games', icon: 'device-gamepad', format: 'count', default: true, read: (a) => a.stats.ROMS },
    { key: 'saves', label: 'Saves', icon: 'device-floppy', format: 'count', default: true, read: (a) => a.stats.SAVES },
    { key: 'states', label: 'States', icon: 'player-pause', format: 'count', default: true, read: (a) => a.stats.STATES },
    { key: 'size', label: 'Library size', icon: 'database', format: 'bytes', read: (a) => a.stats.TOTAL_FILESIZE_BYTES ?? a.stats.FILESIZE },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.heartbeat.SYSTEM.VERSION },
  ],
})
