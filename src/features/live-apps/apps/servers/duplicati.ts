import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { configText, readAnswer } from '../../live-app'
import { sumOf } from './usage.shared'

// Duplicati 2.1+: POST api/v1/auth/login { Password } answers an AccessToken, sent as a bearer; the backups carry their
// last run in Metadata (texts: sizes in bytes, dates as 20261127T020000Z).
const Backup = t.Object({ Backup: t.Object({ ID: t.String(), Name: t.String(), Metadata: t.Optional(t.Record(t.String(), t.String())) }) })
type Backup = typeof Backup.static

/** "20261127T020000Z" → epoch seconds. */
const seconds = (stamp: string | undefined) => {
  const m = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(stamp ?? '')
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) / 1000 : Number.NaN
}
const sum = (backups: Backup[], key: string) => sumOf(backups, (b) => b.Backup.Metadata?.[key])

export const duplicati = defineApp({
  id: 'duplicati',
  name: 'Duplicati',
  category: 'servers',
  description: 'Backups, time since the last one, source and backup sizes, and whether Duplicati runs, is paused or has errors.',
  expected: 'a Duplicati server, version 2.1+',
  docs: 'https://docs.duplicati.com/technical-details/api-reference',
  api: 'REST api/v1 (2.1+)',
  repo: 'https://github.com/duplicati/duplicati',
  license: 'MIT',
  logo: { simpleIcon: 'duplicati', initials: 'Du', colour: '#1e3a8a' },
  config: [{ name: 'password', label: 'Password', type: 'password', required: true, placeholder: 'The web UI password' }],
  auth: {
    style: 'session',
    fields: ['password'],
    login: {
      path: 'api/v1/auth/login',
      body: (config) => ({ Password: configText(config, 'password') }),
      async signedIn(answer, service) {
        const { AccessToken } = await readAnswer(t.Object({ AccessToken: t.String() }), answer, service)
        return { authorization: `Bearer ${AccessToken}` }
      },
    },
  },
  requests: {
    state: {
      path: 'api/v1/serverstate',
      answer: t.Object({ ProgramState: t.String(), HasError: t.Boolean(), HasWarning: t.Boolean(), ActiveTask: t.Optional(t.Unknown()) }),
    },
    backups: { path: 'api/v1/backups', answer: t.Array(Backup) },
  },
  test: ['state'],
  datapoints: [
    { key: 'backups', label: 'Backups', icon: 'archive', format: 'count', default: true, read: (a) => a.backups.length },
    {
      key: 'lastBackup',
      label: 'Since last backup',
      icon: 'history',
      format: 'duration',
      default: true,
      read: (a) => {
        const last = Math.max(...a.backups.map((b) => seconds(b.Backup.Metadata?.LastBackupDate)).filter(Number.isFinite))
        return Number.isFinite(last) ? Date.now() / 1000 - last : null
      },
    },
    // Errors before warnings: a run that failed matters more than one that warned.
    {
      key: 'status',
      label: 'Status',
      icon: 'heart-rate-monitor',
      format: 'text',
      default: true,
      read: (a) => (a.state.HasError ? 'Errors' : a.state.HasWarning ? 'Warnings' : a.state.ProgramState === 'Paused' ? 'Paused' : 'OK'),
    },
    { key: 'sourceSize', label: 'Source size', icon: 'folders', format: 'bytes', default: true, read: (a) => sum(a.backups, 'SourceFilesSize') },
    { key: 'backupSize', label: 'Backup size', icon: 'database', format: 'bytes', read: (a) => sum(a.backups, 'TargetFilesSize') },
    { key: 'versions', label: 'Versions kept', icon: 'versions', format: 'count', read: (a) => sum(a.backups, 'BackupListCount') },
  ],
})
