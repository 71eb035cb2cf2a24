import { t } from 'elysia'
import { Id, OptionalBodyId, Page, Text } from '../../core/input'

const MAX_URL = 2048

/** An app id: a name, never a number (Astroluma's apps are words joined by - . _). */
const AppId = t.String({ pattern: '^[A-Za-z][A-Za-z0-9._-]{0,99}$', error: 'Invalid app id: a letter, then letters, digits, . _ or -.' })
/** Named app, not appId: a path slot named *Id holds row ids (tests/routes reads names that way). */
export const AppIdParam = t.Object({ app: AppId })
export const RunParams = t.Object({ listingId: Id, app: AppId })

export const InstalledQuery = t.Object({ page: t.Optional(Page) })
/** The web's cache buster for the full list; ignored here. */
export const AllQuery = t.Object({ timestamp: t.Optional(t.Numeric()) })

const Field = t.Object({
  name: t.String(),
  label: t.String(),
  type: t.String(),
  required: t.Optional(t.Boolean()),
  placeholder: t.Optional(t.String()),
  options: t.Optional(t.Array(t.Object({ label: t.String(), value: t.String() }))),
  scope: t.Optional(t.Literal('core')),
})

const Datapoint = t.Object({ key: t.String(), label: t.String(), defaultSelection: t.Optional(t.Boolean()) })

/** An installed app as /manage/apps shows it (spec 2 §3), with its core settings form for the activation. */
export const InstalledApp = t.Object({
  appId: t.String(),
  appName: t.String(),
  version: t.String(),
  appType: t.Union([t.Literal('system'), t.Literal('user')]),
  description: t.String(),
  /** It has installation-wide settings an administrator must fill before links can use it. */
  coreSettings: t.Boolean(),
  configured: t.Boolean(),
  isUpdated: t.Boolean(),
  appIcon: t.String(),
  repoLink: t.Nullable(t.String()),
  licenseName: t.Nullable(t.String()),
  /** The core-scoped fields only. */
  config: t.Array(Field),
  datapoints: t.Array(Datapoint),
  /** The activation as saved, secrets replaced by a placeholder; null for non-administrators and unactivated apps. */
  activation: t.Nullable(t.Object({ integrationName: t.String(), config: t.Record(t.String(), t.Unknown()) })),
})
export type InstalledApp = typeof InstalledApp.static

export const InstalledPage = t.Object({ page: t.Number(), pages: t.Number(), appList: t.Array(InstalledApp) })

const Config = t.Record(t.String(), t.Unknown(), { maxProperties: 100 })

/** The link form's Test Connection: what the form holds; listingId lets untouched secret placeholders use the link's stored values. */
export const TestBody = t.Object({
  appId: AppId,
  localUrl: t.Optional(t.Nullable(Text(MAX_URL))),
  linkURL: t.Optional(t.Nullable(Text(MAX_URL))),
  config: t.Optional(t.Nullable(Config)),
  listingId: OptionalBodyId,
})
export type TestBody = typeof TestBody.static

/** Activation of an app with core settings (spec 2 §5). */
export const ActivateBody = t.Object({
  integrationName: t.Optional(t.Nullable(Text(200))),
  appId: AppId,
  config: t.Optional(t.Nullable(Config)),
})
export type ActivateBody = typeof ActivateBody.static

const Button = t.Object({
  label: t.String(),
  url: t.String(),
  bgColor: t.Optional(t.String()),
  hoverBgColor: t.Optional(t.String()),
  textColor: t.Optional(t.String()),
})

/** A list for the detail view (downloads in progress, now playing, upcoming, recent alerts, latest items): at most 6 rows. */
const DetailList = t.Object({
  kind: t.Union([t.Literal('downloads'), t.Literal('playing'), t.Literal('upcoming'), t.Literal('alerts'), t.Literal('items'), t.Literal('container')]),
  rows: t.Array(t.Object({ title: t.String(), subtitle: t.Optional(t.String()), progress: t.Optional(t.Number({ minimum: 0, maximum: 100 })) }), {
    maxItems: 6,
  }),
})

/** A card's live data (spec 1 §3): the link's datapoints, in its order, or a ZIP app's sanitized HTML. */
export const RunResult = t.Union([
  t.Object({
    type: t.Literal('json'),
    data: t.Array(t.Object({ key: t.String(), label: t.String(), value: t.Union([t.String(), t.Number()]), icon: t.Optional(t.String()) })),
    background: t.Optional(t.String()),
    alwaysShowDetailedView: t.Boolean(),
    button: t.Optional(Button),
    list: t.Optional(DetailList),
    /** Seconds until the card asks again. */
    autoRefreshAfter: t.Number(),
  }),
  t.Object({
    type: t.Literal('html'),
    html: t.String({ description: 'Sanitized on the server; drawn in a sandboxed frame' }),
    fullHtml: t.Nullable(t.String({ description: "The detail view's HTML (the app's m- template), sanitized" })),
    background: t.Optional(t.String()),
    alwaysShowDetailedView: t.Boolean(),
    autoRefreshAfter: t.Number(),
  }),
])
export type RunResult = typeof RunResult.static

/** An app of the store's catalogue, with what is installed here. */
export const StoreApp = t.Object({
  appId: t.String(),
  appName: t.String(),
  version: t.String(),
  description: t.String(),
  appIcon: t.Nullable(t.String()),
  repoLink: t.Nullable(t.String()),
  licenseName: t.Nullable(t.String()),
  downloadLink: t.String(),
  installedVersion: t.Nullable(t.String()),
  updateAvailable: t.Boolean(),
})
export type StoreApp = typeof StoreApp.static

const NOT_A_ZIP = 'Please select a valid ZIP file.'
export const ZipUpload = t.Object(
  {
    file: t.File({ description: "An app in Astroluma's ZIP format, at most 10 MB", error: NOT_A_ZIP }),
    update: t.Optional(t.BooleanString({ description: 'true: replace the installed app of the same id' })),
  },
  { error: NOT_A_ZIP },
)
