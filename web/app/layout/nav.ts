import {
  Activity,
  AppWindow,
  Bell,
  BookOpen,
  Boxes,
  Cable,
  Cctv,
  CloudSun,
  Coffee,
  Container,
  FileText,
  Flame,
  KeyRound,
  MonitorSmartphone,
  LifeBuoy,
  ListTodo,
  LockKeyhole,
  Server,
  Settings,
  ShieldCheck,
  ShieldUser,
  SlidersHorizontal,
  Palette,
  Rows3,
  Upload,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react'
import { version } from '../../../package.json'
import { switchHiding, type FeatureSwitch } from '../../../src/definitions/feature-switches'
import type { UserData } from '../../../src/features/users/users.schema'

/** The 'Powered by Foyer v…' footer shows the version being run. */
export const PRODUCT_VERSION = version
export const PROJECT_URL = 'https://github.com/foyer-dashboard/foyer'
export const SUPPORT_URL = `${PROJECT_URL}/issues`
export const DONATE_URL = 'https://www.buymeacoffee.com/foyer-dashboard'

export interface NavEntry {
  label: string
  to: string
  icon: LucideIcon
  /** Shown only when this switch on the user's data is on (the switch definitions name the entry they hide). */
  flag?: FeatureSwitch
  description?: string
  badge?: string
  /** Opens outside the app (or outside the SPA) in a new tab. */
  external?: boolean
  /** Not among the header's shortcuts (spec 1 §2 names four). */
  noShortcut?: boolean
}

/** The sidebar's Features section, in the spec's order. */
export const FEATURES: NavEntry[] = (
  [
    { label: 'Notifications', to: '/notifications', icon: Bell },
    { label: 'Pages', to: '/pages', icon: FileText },
    { label: 'Weather', to: '/weather', icon: CloudSun },
    { label: 'Stream Hub', to: '/streaming', icon: Cctv },
    { label: 'Devices and Servers', to: '/servers', icon: Server },
    { label: 'Health', to: '/health', icon: Activity, noShortcut: true },
    { label: 'Containers', to: '/docker', icon: Container, noShortcut: true },
    { label: 'Tasks', to: '/tasks', icon: ListTodo },
    { label: 'TOTP Authenticator', to: '/authenticator', icon: ShieldCheck },
    { label: 'Settings', to: '/manage', icon: Settings },
  ] satisfies NavEntry[]
).map((entry) => ({ ...entry, flag: switchHiding(entry.to) }))

/** Header shortcut icons, each gated by its feature switch. */
export const SHORTCUTS: NavEntry[] = FEATURES.filter((f) => f.flag && !f.noShortcut)

export const EXTERNAL_LINKS: NavEntry[] = [
  { label: 'Get Support', to: SUPPORT_URL, icon: LifeBuoy, external: true, description: 'Report a problem or ask a question' },
  { label: 'Buy Me a Coffee', to: DONATE_URL, icon: Coffee, external: true, description: 'Help keep Foyer going' },
]

interface SettingsGroup {
  title: string
  adminOnly?: boolean
  items: NavEntry[]
}

/** The settings menu: the /manage tiles and the sidebar under /manage share it. */
const SETTINGS_GROUPS: SettingsGroup[] = [
  {
    title: 'Your Preferences',
    items: [
      {
        label: 'General Settings',
        to: '/manage/general',
        icon: SlidersHorizontal,
        badge: 'Main Feature',
        description: 'Site name, logo, feature switches and density',
      },
      { label: 'Theme', to: '/manage/theme', icon: Palette, description: 'Pick one of 15 colour themes' },
      { label: 'Weather', to: '/manage/weather', icon: CloudSun, description: 'Location and units for the forecast' },
      { label: 'Icon Packs', to: '/manage/iconpack', icon: Boxes, description: 'Your uploads and installed icon packs' },
      { label: 'API Keys', to: '/manage/api-keys', icon: KeyRound, description: 'Keys for scripts and other apps' },
      { label: 'Displays', to: '/manage/displays', icon: MonitorSmartphone, description: 'Wall tablets that show your dashboard, read-only' },
      { label: 'My Profile', to: '/manage/profile', icon: UserRound, description: 'Avatar, name, password and branding' },
      { label: 'Credentials', to: '/manage/credential', icon: LockKeyhole, description: 'Saved logins for remote sessions' },
      { label: 'Import', to: '/manage/import', icon: Upload, description: 'Restore everything from a backup' },
      { label: 'Listings', to: '/manage/listing', icon: Rows3, description: 'All folders, links, tasks and snippets' },
    ],
  },
  {
    title: 'Admin Preferences',
    adminOnly: true,
    items: [
      { label: 'Live Apps', to: '/manage/apps', icon: AppWindow, description: 'Status widgets for your links' },
      { label: 'Connection Settings', to: '/manage/connection', icon: Cable, description: 'Remote desktop and terminal gateway' },
      { label: 'Firebase Settings', to: '/manage/firebase', icon: Flame, description: 'Push notification service' },
      { label: 'OIDC Setup', to: '/manage/oidc', icon: ShieldUser, description: 'Single sign-on provider' },
      { label: 'Docker', to: '/manage/docker', icon: Container, description: 'Docker endpoints for the Containers screen' },
      { label: 'User Accounts', to: '/manage/accounts', icon: Users, description: 'Add and manage users' },
    ],
  },
  {
    title: 'Support',
    items: [...EXTERNAL_LINKS, { label: 'API Docs', to: '/api-docs', icon: BookOpen, external: true, description: 'Reference for the HTTP API' }],
  },
]

export const isEnabled = (entry: NavEntry, user: UserData | undefined) => !entry.flag || Boolean(user?.[entry.flag])

export const visibleSettingsGroups = (user: UserData | undefined) => SETTINGS_GROUPS.filter((g) => !g.adminOnly || user?.isSuperAdmin)
