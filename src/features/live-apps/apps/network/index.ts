import { adguardHome } from './adguard-home'
import { caddy } from './caddy'
import { nginxProxyManager } from './nginx-proxy-manager'
import { pihole } from './pihole'
import { piholeV5 } from './pihole-v5'
import { technitium } from './technitium'
import { traefik } from './traefik'

export const NETWORK = [pihole, piholeV5, adguardHome, technitium, nginxProxyManager, traefik, caddy]
