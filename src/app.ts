import { Elysia } from 'elysia'
import type { Config } from './config'
import type { Clock } from './core/clock'
import { systemClock } from './core/clock'
import { changeCounter, type Database } from './core/db'
import type { SecretBox } from './core/crypto'
import { createAnswerCache } from './core/answer-cache'
import { apiDocs } from './core/api-docs'
import { authPlugin, bodyGate, type KeyResolver } from './core/auth'
import { clientIp } from './core/client-ip'
import { connectionLimit, IDLE_TIMEOUT_S } from './core/connection-limit'
import { createDisplayAccess } from './core/display-access'
import { createDiskReserve } from './core/disk-reserve'
import { envelope } from './core/envelope'
import { createSessions } from './core/sessions'
import { createTickets } from './core/tickets'
import { credentialsRoutes } from './features/credentials/credentials.routes'
import { createCredentialsService } from './features/credentials/credentials.service'
import { displaysRoutes } from './features/displays/displays.routes'
import { createDisplaysService } from './features/displays/displays.service'
import { devicesRoutes } from './features/devices/devices.routes'
import { createDevicesService } from './features/devices/devices.service'
import { devicesSocket } from './features/devices/devices.socket'
import { isUp } from './features/devices/liveness'
import { dockerRoutes } from './features/docker/docker.routes'
import { createDockerService } from './features/docker/docker.service'
import { createDockerSyncScheduler } from './features/docker/docker-sync.scheduler'
import { type Cards, createDockerSyncService, type LinkCard } from './features/docker/docker-sync.service'
import { healthRoutes } from './features/health/health.routes'
import { createHealthScheduler } from './features/health/health.scheduler'
import { createHealthService } from './features/health/health.service'
import { createGuacdGateway } from './features/remote/guacd-gateway'
import { guacamoleSocket, remoteRoutes } from './features/remote/remote.routes'
import { createRemoteService } from './features/remote/remote.service'
import { apiKeysRoutes } from './features/api-keys/api-keys.routes'
import { createApiKeysService } from './features/api-keys/api-keys.service'
import { notificationsRoutes } from './features/notifications/notifications.routes'
import { createNotificationsService } from './features/notifications/notifications.service'
import { accountsRoutes } from './features/accounts/accounts.routes'
import { createAccountsService } from './features/accounts/accounts.service'
import { authRoutes } from './features/auth/auth.routes'
import { createAuthService } from './features/auth/auth.service'
import { oidcRoutes } from './features/oidc/oidc.routes'
import { createOidcService } from './features/oidc/oidc.service'
import { listingsRoutes } from './features/listings/listings.routes'
import { liveAppsRoutes } from './features/live-apps/live-apps.routes'
import { createLiveAppsService } from './features/live-apps/live-apps.service'
import { createListingsService } from './features/listings/listings.service'
import { pagesRoutes } from './features/pages/pages.routes'
import { createPagesService } from './features/pages/pages.service'
import { dashboardRoutes } from './features/dashboard/dashboard.routes'
import { createDashboardService } from './features/dashboard/dashboard.service'
import { backupRoutes } from './features/backup/backup.routes'
import { createIconMatcher } from './features/moving-in/peer-icons'
import { createPeerImportService } from './features/moving-in/peer-import.service'
import { BACKUP_MAX_BYTES } from './features/backup/backup.constants'
import { createBackupService } from './features/backup/backup.service'
import type { BuiltInPackFiles } from './features/icons/builtin-packs'
import { createIconsFeature } from './features/icons/icons.feature'
import { iconsRoutes } from './features/icons/icons.routes'
import { createInlineIcons } from './features/icons/inline-icons'
import { settingsRoutes } from './features/settings/settings.routes'
import { createSettingsService } from './features/settings/settings.service'
import { snippetsRoutes } from './features/snippets/snippets.routes'
import { createSnippetsService } from './features/snippets/snippets.service'
import { streamSocketRoutes, streamsRoutes } from './features/streams/streams.routes'
import { createStreamsService } from './features/streams/streams.service'
import { systemRoutes } from './features/system/system.routes'
import { createSystemService } from './features/system/system.service'
import { totpRoutes } from './features/totp/totp.routes'
import { createTotpService } from './features/totp/totp.service'
import { todosRoutes } from './features/todos/todos.routes'
import { createTodosService } from './features/todos/todos.service'
import { createUsersService, passwordDigest } from './features/users/users.service'
import { normaliseSecret } from './features/totp/totp.otpauth'
import { findLanguage } from './features/snippets/snippets.languages'
import { builtInApps } from './features/live-apps/live-apps.registry'
import { weatherRoutes } from './features/weather/weather.routes'
import { createWeatherService } from './features/weather/weather.service'
import type { WebAssets } from './web'
import { webRoutes } from './web'

export interface AppDeps {
  db: Database
  config: Config
  secrets: SecretBox
  clock?: Clock
  web?: WebAssets
  /** The embedded icon packs (build/icons-manifest.ts); none when absent. */
  iconPacks?: BuiltInPackFiles
  log?: (line: string, error?: unknown) => void
  /** Connections per client address and in all (core/connection-limit.ts); tests set small ones. */
  connections?: { perAddress?: number; total?: number }
  /** Run the health checks in the background (main.ts does; tests drive them by hand and leak no timer). */
  healthChecks?: boolean
  /** Sync Docker-imported cards on a timer while a user has sync on (main.ts does; tests sync by hand). */
  dockerSync?: boolean
}

/** Builds the whole server from its dependencies; main.ts and the tests both call this. */
export function createApp(deps: AppDeps) {
  const { db, config } = deps
  const clock = deps.clock ?? systemClock
  const log = deps.log ?? ((line: string) => console.error(line))
  const sessions = createSessions({ db, clock, ttlMs: config.sessionTtlMs })
  const reserve = createDiskReserve(config.dataDir)
  // A wall display of the stream hub holds tickets too, bound to the display (looked up again when one is redeemed).
  const tickets = createTickets({ clock, sessions, displays: (token) => displays.lookup(token) })
  const users = createUsersService({ db, clock })
  const apiKeys = createApiKeysService({ db, clock, secrets: deps.secrets })
  // An x-api-key acts for its owner, with the owner's current rights.
  const resolveKey: KeyResolver = (key, permission) =>
    apiKeys.resolve(key, permission, (id) => {
      const u = users.userData(id)
      return u ? { id: u.id, username: u.username, isSuperAdmin: u.isSuperAdmin } : null
    })
  // A wall display's token reads what its views need, for its owner (the listings and pages it names are checked when saved).
  const displays = createDisplaysService({
    db,
    clock,
    owner: (id) => users.userData(id),
    checkView: (userId, kind, id) => {
      if (kind === 'page') pages.info(userId, id)
      else if (kind === 'folder' || kind === 'todo') listings.ofType(userId, id, kind === 'folder' ? 'category' : 'todo')
    },
  })
  const displayAccess = createDisplayAccess(
    (token, request) => displays.resolve(token, clientIp(request, app.server, config.trustProxy)),
    (userId, id) => listings.parentOf(userId, id),
    (userId, id) => listings.chainOf(userId, id),
  )
  const auth = authPlugin(sessions, { tickets, resolveKey, displays: displayAccess, holdDisplay: displays.hold })
  const gate = bodyGate(sessions, { resolveKey, displays: displayAccess, maxBody: config.jsonBodyLimit, maxUpload: config.maxRequestBody })
  const notifications = createNotificationsService({
    db,
    clock,
    secrets: deps.secrets,
    allowPrivatePush: config.pushAllowPrivate,
    log,
  })
  // The environment's first admin is hashed off the event loop: a first start answers as soon as a restart does.
  const firstAdmin =
    config.adminUsername && config.adminPassword && users.count() === 0
      ? users
          .createFirstAdmin({ username: config.adminUsername, password: passwordDigest(config.adminPassword) })
          .catch((error: Error) => log(`foyer: FOYER_ADMIN_USERNAME ${config.adminUsername} was not created: ${error.message}`))
      : undefined
  const authService = createAuthService({
    users,
    sessions,
    tickets,
    // A stream ticket may name its camera: one of the caller's streams (404 otherwise).
    subjects: { stream: (userId, id) => void listings.ofType(userId, id, 'stream'), devices: null },
    clock,
    firstAdmin,
    reserve,
  })
  const pages = createPagesService({ db, clock })
  // One bounded cache for every answer that screens poll: built once per database change.
  const answers = createAnswerCache({ db })
  // Links and live apps ask each other: the link form lists the apps, a card's run reads its link's settings.
  const liveApps = createLiveAppsService({
    db,
    clock,
    secrets: deps.secrets,
    dataDir: config.dataDir,
    catalogueUrl: config.appsCatalogueUrl,
    log,
    // Brand colours read on both themes' cards; the icons feature is built below, and asked only when a logo is.
    brandIcon: (slug) => builtIn.svg('simple-icons', 'light', slug),
    links: {
      liveAppTarget: (...args) => listings.liveAppTarget(...args),
      storedConfig: (...args) => listings.liveAppConfig(...args),
      adminLinks: (appId) => listings.liveAppAdminLinks(appId),
    },
    // A link's Docker card reads the endpoints through the docker service, built below, whose caches it shares.
    docker: {
      endpointChoices: () => docker.endpointChoices(),
      containerCard: (...args) => docker.containerCard(...args),
    },
  })
  const listings = createListingsService({
    db,
    clock,
    secrets: deps.secrets,
    answers,
    reserve,
    providers: { pages: pages.options, liveApps: liveApps.options, liveAppConfig: liveApps.linkConfig },
  })
  const totp = createTotpService({ db, secrets: deps.secrets, clock })
  const todos = createTodosService({ db, clock, listings })
  const { builtIn, images, icons } = createIconsFeature({
    db,
    clock,
    dataDir: config.dataDir,
    reserve,
    catalogueUrl: config.iconpackCatalogueUrl,
    iconPacks: deps.iconPacks ?? [],
  })
  const credentials = createCredentialsService({ db, clock, secrets: deps.secrets })
  const devices = createDevicesService({
    db,
    clock,
    secrets: deps.secrets,
    locker: { summary: credentials.summary, open: credentials.open },
  })
  const remote = createRemoteService({
    db,
    sessions,
    tickets,
    gateway: createGuacdGateway({ log }),
    target: devices.connectionTarget,
  })
  const dashboard = createDashboardService({
    answers,
    users,
    sections: {
      homepageItems: listings.homepageItems,
      sidebarItems: listings.sidebarItems,
      authenticators: totp.list,
      iconPacks: icons.summaries,
      unreadNotifications: notifications.unread,
      connectionSetup: remote.enabled,
    },
    inlineIcons: createInlineIcons(builtIn),
  })
  const settings = createSettingsService({ db, clock, users })
  const health = createHealthService({
    db,
    clock,
    notify: (userId, notice, opts) => void notifications.post(userId, { ...notice, appName: 'Foyer health' }, opts),
    probe: isUp,
    ignoresTls: (userId, listingId, appId) => {
      try {
        return listings.liveAppTarget(userId, listingId, appId).config.ignoreTls === true
      } catch {
        return false
      }
    },
  })
  const healthScheduler = createHealthScheduler({ service: health, clock, log, changes: changeCounter(db) })
  if (deps.healthChecks) healthScheduler.start()
  const weather = createWeatherService({ users, clock, weatherUrl: config.weatherUrl, geocodeUrl: config.geocodeUrl })
  const oidc = createOidcService({ db, clock, secrets: deps.secrets, users, signIn: authService.signInAs })
  const accounts = createAccountsService({ users, sessions })
  const snippets = createSnippetsService({ db, clock, listings })
  const streams = createStreamsService({ db, secrets: deps.secrets, listings, ffmpeg: config.ffmpegPath })
  const backup = createBackupService({
    db,
    secrets: deps.secrets,
    dataDir: config.dataDir,
    version: config.version,
    clock,
    hashDigest: users.hashDigest,
    totpSecret: normaliseSecret,
    language: findLanguage,
    liveAppIds: () => [...builtInApps().keys()],
    afterImport: () => {
      streams.stop()
      liveApps.reload()
    },
  })

  // Discovered containers become the user's links through the listings service, with its rules, caps and sealing.
  const linkIcon = (icon: string | null) => (icon ? { iconUrl: icon, iconProvider: 'custom' } : { iconUrl: 'link' })
  const linkBody = (card: LinkCard) => ({
    linkName: card.name,
    linkURL: card.url,
    localUrl: card.liveApp?.localUrl ?? null,
    description: card.description,
    linkIcon: linkIcon(card.icon),
  })
  const dockerCards: Cards = {
    folderNamed: (userId, name) =>
      listings.list(userId, 'root').items.find((i) => i.listingType === 'category' && i.listingName === name)?.id ??
      listings.saveNamed(userId, 'folder', { name, icon: { iconUrl: 'folder' } }).id,
    linksIn: (userId, folderId) => listings.list(userId, folderId).items.flatMap((i) => (i.listingType === 'link' && i.listingUrl ? [i.listingUrl] : [])),
    addLink: (userId, folderId, card) =>
      listings.saveLink(userId, {
        parentId: folderId,
        ...linkBody(card),
        ...(card.liveApp && { integration: { appId: card.liveApp.appId, config: card.liveApp.config }, liveAppConfigured: true, liveAppEnabled: true }),
      }).id,
    link(userId, listingId) {
      const listing = listings.parentOf(userId, listingId) === undefined ? null : listings.withParents(userId, listingId).listing
      if (listing?.listingType !== 'link' || !listing.listingUrl) return null
      const icon = listing.listingIcon
      return {
        name: listing.listingName,
        url: listing.listingUrl,
        description: listing.description,
        // The default link icon and an address icon compare with what came in; any other icon is the user's own choice.
        icon: icon?.iconProvider === 'custom' ? icon.iconUrl : icon?.iconUrl === 'link' && !icon.iconProvider ? null : `chosen:${JSON.stringify(icon)}`,
        liveApp: listing.integration && {
          appId: listing.integration.appId,
          localUrl: listing.localUrl,
          config: listings.liveAppConfig(userId, listingId),
        },
      }
    },
    updateLink(userId, listingId, card) {
      const { listing } = listings.withParents(userId, listingId)
      const sameApp = card.liveApp && listing.integration?.appId === card.liveApp.appId
      listings.saveLink(userId, {
        listingId,
        parentId: listing.parentId,
        ...linkBody(card),
        localUrl: card.liveApp ? card.liveApp.localUrl : listing.localUrl,
        linkIcon: card.icon?.startsWith('chosen:') ? listing.listingIcon : linkIcon(card.icon),
        showInSidebar: listing.inSidebar,
        liveAppConfigured: card.liveApp ? (sameApp ? listing.liveAppConfigured : true) : false,
        liveAppEnabled: card.liveApp ? (sameApp ? listing.liveAppEnabled : true) : false,
        integration: card.liveApp && {
          appId: card.liveApp.appId,
          config: card.liveApp.config,
          ...(sameApp && { datapoints: listing.integration!.datapoints, autoRefreshAfter: listing.integration!.autoRefreshAfter }),
        },
      })
    },
  }
  const docker = createDockerService({ db, secrets: deps.secrets, clock })
  const dockerSync = createDockerSyncService({
    db,
    secrets: deps.secrets,
    clock,
    cards: dockerCards,
    apps: liveApps.options,
    scan: docker.scan,
    onSyncChange: () => deps.dockerSync && dockerSyncScheduler.update(),
  })
  const dockerSyncScheduler = createDockerSyncScheduler({ service: dockerSync, log })
  if (deps.dockerSync) dockerSyncScheduler.update()

  const peers = createPeerImportService({ db, listings, liveApps: liveApps.options, icon: createIconMatcher(builtIn.find) })

  const api = new Elysia({ prefix: '/api/v1' })
    .use(
      systemRoutes({
        auth,
        service: createSystemService({
          db,
          version: config.version,
          dataDir: config.dataDir,
          counts: (userId) => ({
            listings: listings.count(userId),
            notifications: notifications.count(userId),
            unreadNotifications: notifications.unread(userId),
          }),
        }),
      }),
    )
    .use(notificationsRoutes({ auth, service: notifications }))
    .use(apiKeysRoutes({ auth, service: apiKeys }))
    .use(authRoutes({ auth, service: authService, trustProxy: config.trustProxy }))
    .use(oidcRoutes({ auth, service: oidc, trustProxy: config.trustProxy }))
    .use(dashboardRoutes({ auth, service: dashboard }))
    .use(settingsRoutes({ auth, service: settings }))
    .use(backupRoutes({ auth, service: backup, peers }))
    .use(weatherRoutes({ auth, service: weather }))
    .use(accountsRoutes({ auth, service: accounts }))
    .use(listingsRoutes({ auth, service: listings }))
    .use(liveAppsRoutes({ auth, service: liveApps }))
    .use(totpRoutes({ auth, service: totp }))
    .use(todosRoutes({ auth, service: todos }))
    .use(pagesRoutes({ auth, service: pages }))
    .use(iconsRoutes({ auth, icons, images, builtIn }))
    .use(snippetsRoutes({ auth, service: snippets }))
    .use(credentialsRoutes({ auth, service: credentials }))
    .use(devicesRoutes({ auth, service: devices }))
    .use(healthRoutes({ auth, service: health, changed: healthScheduler.reload }))
    .use(remoteRoutes({ auth, service: remote }))
    .use(streamsRoutes({ auth, service: streams }))
    .use(displaysRoutes({ auth, service: displays }))
    .use(dockerRoutes({ auth, service: docker, sync: dockerSync }))

  // Bun's own cap is the largest body any route takes (a backup); the gate holds each route to its own limit.
  const app = new Elysia({ serve: { maxRequestBodySize: Math.max(config.maxRequestBody, BACKUP_MAX_BYTES + 1024 * 1024), idleTimeout: IDLE_TIMEOUT_S } })
    .use(connectionLimit(deps.connections))
    .use(envelope({ jsonBodyLimit: config.jsonBodyLimit, log: deps.log, beforeBody: gate.check }))
    .use(
      apiDocs({
        info: {
          title: 'Foyer API',
          version: config.version,
          description: 'Every answer is { error, message }. Send Authorization: Bearer <token> from POST /api/v1/login.',
        },
      }),
    )
    .use(api)
    .use(devicesSocket({ auth, service: devices, sweepMs: config.deviceCheckMs }))
    .use(guacamoleSocket({ service: remote }))
    .use(streamSocketRoutes({ auth, service: streams }))
    .use(webRoutes(deps.web))
    // No camera's ffmpeg outlives the server, no health check the app.
    .onStop(() => {
      streams.stop()
      healthScheduler.stop()
      dockerSyncScheduler.stop()
    })
  gate.learn(app.routes)
  displayAccess.learn(app.routes)
  return app
}
