import { t } from 'elysia'
import { cookieSession } from '../../app-auth'
import { defineApp } from '../../app-definition'
import { configText, readAnswer } from '../../live-app'
import { USER_AND_PASSWORD } from '../shared/fields'
import { sumOf, usedOf } from './usage.shared'

// openmediavault's JSON-RPC: every call is a POST to rpc.php naming { service, method, params }. Session.login sets the
// session cookie; the answer is { response, error }.
const rpc = (service: string, method: string, params: Record<string, unknown> = {}) => ({
  path: 'rpc.php',
  method: 'POST',
  json: () => ({ service, method, params }),
})
const Login = t.Object({ response: t.Union([t.Object({ authenticated: t.Boolean() }), t.Null()]) })
const amount = t.Union([t.Number(), t.String()])
const Filesystem = t.Object({
  devicefile: t.String(),
  label: t.Optional(t.String()),
  mountpoint: t.Optional(t.String()),
  size: amount,
  available: amount,
  percentage: t.Number(),
  // 1 online, 2 missing, 3 needs a check.
  status: t.Optional(t.Number()),
})
type Filesystem = typeof Filesystem.static

const FULL = 90
const inTrouble = (list: Filesystem[]) => list.filter((f) => (f.status !== undefined && f.status !== 1) || f.percentage >= FULL)

export const openmediavault = defineApp({
  id: 'openmediavault',
  name: 'openmediavault',
  category: 'servers',
  description: 'CPU, memory, file systems’ use and free space, pending updates and uptime of an openmediavault NAS; full or missing file systems are listed.',
  expected: 'an openmediavault server, version 6+',
  docs: 'https://docs.openmediavault.org/en/stable/development/tools/omv_rpc.html',
  api: 'JSON-RPC rpc.php (6.x-7.x)',
  repo: 'https://github.com/openmediavault/openmediavault',
  license: 'GPL-3.0',
  logo: { simpleIcon: 'openmediavault', initials: 'omv', colour: '#5dacdf' },
  config: USER_AND_PASSWORD,
  auth: {
    style: 'session',
    fields: ['username', 'password'],
    login: {
      path: 'rpc.php',
      // Its params are nested: the sign-in's JSON carries them as they are.
      body: (config) =>
        ({ service: 'Session', method: 'login', params: { username: configText(config, 'username'), password: configText(config, 'password') } }) as never,
      async signedIn(answer, service) {
        const login = await readAnswer(Login, answer, service)
        return login.response?.authenticated ? cookieSession(answer) : undefined
      },
    },
  },
  requests: {
    info: {
      ...rpc('System', 'getInformation'),
      answer: t.Object({
        response: t.Object({
          hostname: t.String(),
          version: t.String(),
          cpuUsage: t.Number(),
          memTotal: amount,
          memUsed: amount,
          uptime: t.Number(),
          availablePkgUpdates: t.Optional(t.Number()),
          rebootRequired: t.Optional(t.Boolean()),
        }),
      }),
    },
    filesystems: { ...rpc('FileSystemMgmt', 'enumerateMountedFilesystems', { includeroot: true }), answer: t.Object({ response: t.Array(Filesystem) }) },
  },
  test: ['info'],
  datapoints: [
    { key: 'cpu', label: 'CPU', icon: 'cpu', format: 'percent', default: true, read: (a) => a.info.response.cpuUsage },
    {
      key: 'memory',
      label: 'Memory',
      icon: 'database',
      format: 'percent',
      default: true,
      read: (a) => (Number(a.info.response.memUsed) / Number(a.info.response.memTotal)) * 100,
    },
    {
      key: 'storage',
      label: 'Storage used',
      icon: 'chart-pie',
      format: 'percent',
      default: true,
      read: (a) =>
        usedOf(
          a.filesystems.response,
          (f) => Number(f.size) - Number(f.available),
          (f) => f.size,
        ),
    },
    { key: 'free', label: 'Free space', icon: 'database-plus', format: 'bytes', read: (a) => sumOf(a.filesystems.response, (f) => f.available) },
    { key: 'updates', label: 'Updates', icon: 'package', format: 'count', default: true, read: (a) => a.info.response.availablePkgUpdates },
    { key: 'uptime', label: 'Uptime', icon: 'clock', format: 'duration', default: true, read: (a) => a.info.response.uptime },
    { key: 'reboot', label: 'Reboot required', icon: 'refresh-alert', format: 'text', read: (a) => (a.info.response.rebootRequired ? 'Yes' : 'No') },
    // "7.4.17-1 (Sandworm)": the number, without the release name.
    { key: 'version', label: 'Version', icon: 'info-circle', format: 'version', read: (a) => a.info.response.version.split(' ')[0] },
  ],
  detail: {
    kind: 'alerts',
    read: (a) =>
      inTrouble(a.filesystems.response).map((f) => ({
        title: f.label || f.mountpoint || f.devicefile,
        subtitle: f.status !== undefined && f.status !== 1 ? (f.status === 2 ? 'missing' : 'needs a check') : `${f.percentage} % full`,
      })),
  },
})
