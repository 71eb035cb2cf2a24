// Pure data (no imports): the server (users column, settings body, defaults) and the web (General Settings,
// sidebar, header shortcuts) read every feature switch from here. Adding a switch is one entry plus its column.

export interface FeatureSwitchDef {
  /** Shown in General Settings. */
  label: string
  /** The line under the label. */
  hint: string
  /** The General Settings section it sits in (spec 3 §2.2 lists the switches in these two groups). */
  section: 'features' | 'opening'
  /** A new user's value: the users column's DEFAULT in migrations/0001_init.sql (a test checks they agree). */
  default: boolean
  /** The sidebar entry and header shortcut it hides (spec 1 §2), if any. */
  hidesNav: string | null
}

/** Keyed by the users column, which is also the field name in userData, GET/POST /settings. Spec order. */
export const FEATURE_SWITCHES = {
  authenticator: { label: 'Authenticator', hint: 'TOTP codes in the sidebar and header', section: 'features', default: true, hidesNav: '/authenticator' },
  camerafeed: { label: 'Camera feed', hint: 'The Stream Hub for cameras', section: 'features', default: true, hidesNav: '/streaming' },
  networkdevices: { label: 'Network devices', hint: 'Devices and servers', section: 'features', default: true, hidesNav: '/servers' },
  todolist: { label: 'Todo list', hint: 'Tasks', section: 'features', default: true, hidesNav: '/tasks' },
  snippetmanager: { label: 'Snippet manager', hint: 'Code and text snippets', section: 'features', default: true, hidesNav: null },
  health: {
    label: 'Health',
    hint: 'Checks your links and devices: status dots, uptime history, down alerts',
    section: 'features',
    default: true,
    hidesNav: '/health',
  },
  docker: {
    label: 'Containers',
    hint: 'Docker containers of the endpoints a super admin set up',
    section: 'features',
    default: true,
    hidesNav: '/docker',
  },
  linksalwaysnewtab: {
    label: 'Links always open in a new tab',
    hint: 'Link cards on the home page and in the sidebar',
    section: 'opening',
    default: true,
    hidesNav: null,
  },
  foldersalwaysnewtab: {
    label: 'Folders always open in a new tab',
    hint: 'Folder cards open in their own tab',
    section: 'opening',
    default: false,
    hidesNav: null,
  },
} as const satisfies Record<string, FeatureSwitchDef>

export type FeatureSwitch = keyof typeof FEATURE_SWITCHES

/** Every switch name, in the spec's order. */
export const SWITCH_NAMES = Object.keys(FEATURE_SWITCHES) as FeatureSwitch[]

/** The switch that hides this nav path, or undefined when nothing hides it. */
export const switchHiding = (path: string): FeatureSwitch | undefined => SWITCH_NAMES.find((name) => FEATURE_SWITCHES[name].hidesNav === path)
