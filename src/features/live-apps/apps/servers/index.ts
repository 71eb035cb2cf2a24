import { backrest } from './backrest'
import { coolify } from './coolify'
import { dockerContainer } from './docker-container'
import { duplicati } from './duplicati'
import { harvester } from './harvester'
import { kopia } from './kopia'
import { komodo } from './komodo'
import { openmediavault } from './openmediavault'
import { portainer } from './portainer'
import { proxmox } from './proxmox'
import { proxmoxBackupServer } from './proxmox-backup-server'
import { pterodactyl } from './pterodactyl'
import { qnapQts } from './qnap-qts'
import { synologyDsm } from './synology-dsm'
import { truenasCore } from './truenas-core'
import { truenasScale } from './truenas-scale'
import { unraid } from './unraid'
import { watchtower } from './watchtower'
import { whatsUpDocker } from './whats-up-docker'
import { xenOrchestra } from './xen-orchestra'

export const SERVERS = [
  dockerContainer,
  portainer,
  proxmox,
  proxmoxBackupServer,
  truenasScale,
  truenasCore,
  unraid,
  synologyDsm,
  openmediavault,
  qnapQts,
  xenOrchestra,
  harvester,
  kopia,
  backrest,
  duplicati,
  whatsUpDocker,
  watchtower,
  komodo,
  coolify,
  pterodactyl,
]
