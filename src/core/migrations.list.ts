// Every migration, in order. Imported as text so `bun build --compile` embeds them in the binary.
import init from '../../migrations/0001_init.sql' with { type: 'text' }
import listings from '../../migrations/0002_listings.sql' with { type: 'text' }
import totp from '../../migrations/0003_totp.sql' with { type: 'text' }
import icons from '../../migrations/0005_icons.sql' with { type: 'text' }
import todos from '../../migrations/0006_todos.sql' with { type: 'text' }
import snippets from '../../migrations/0007_snippets.sql' with { type: 'text' }
import pages from '../../migrations/0008_pages.sql' with { type: 'text' }
import defaultSiteLogo from '../../migrations/0009_default_site_logo.sql' with { type: 'text' }
import liveApps from '../../migrations/0010_live_apps.sql' with { type: 'text' }
import notifications from '../../migrations/0011_notifications.sql' with { type: 'text' }
import devices from '../../migrations/0012_devices.sql' with { type: 'text' }
import streams from '../../migrations/0013_streams.sql' with { type: 'text' }
import oidc from '../../migrations/0014_oidc.sql' with { type: 'text' }
import oidcLinks from '../../migrations/0015_oidc_links.sql' with { type: 'text' }
import health from '../../migrations/0016_health.sql' with { type: 'text' }
import displays from '../../migrations/0017_displays.sql' with { type: 'text' }
import docker from '../../migrations/0018_docker.sql' with { type: 'text' }
import dockerSync from '../../migrations/0019_docker_sync.sql' with { type: 'text' }

export const migrations: ReadonlyArray<{ name: string; sql: string }> = [
  { name: '0001_init', sql: init },
  { name: '0002_listings', sql: listings },
  { name: '0003_totp', sql: totp },
  { name: '0005_icons', sql: icons },
  { name: '0006_todos', sql: todos },
  { name: '0007_snippets', sql: snippets },
  { name: '0008_pages', sql: pages },
  { name: '0009_default_site_logo', sql: defaultSiteLogo },
  { name: '0010_live_apps', sql: liveApps },
  { name: '0011_notifications', sql: notifications },
  { name: '0012_devices', sql: devices },
  { name: '0013_streams', sql: streams },
  { name: '0014_oidc', sql: oidc },
  { name: '0015_oidc_links', sql: oidcLinks },
  { name: '0016_health', sql: health },
  { name: '0017_displays', sql: displays },
  { name: '0018_docker', sql: docker },
  { name: '0019_docker_sync', sql: dockerSync },
]
