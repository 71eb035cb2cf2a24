import { portainer } from './portainer'
import { proxmox } from './proxmox'

export const SERVERS = [portainer, proxmox]
