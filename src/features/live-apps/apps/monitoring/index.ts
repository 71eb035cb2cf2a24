import { uptimeKuma } from './uptime-kuma'

export const MONITORING = [uptimeKuma]
