import { kopia } from './kopia'
import { portainer } from './portainer'
import { proxmox } from './proxmox'
import { proxmoxBackupServer } from './proxmox-backup-server'
import { truenasCore } from './truenas-core'
import { truenasScale } from './truenas-scale'
import { unraid } from './unraid'

export const SERVERS = [portainer, proxmox, proxmoxBackupServer, truenasScale, truenasCore, unraid, kopia]
