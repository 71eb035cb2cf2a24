import { adguardHome } from './adguard-home'
import { caddy } from './caddy'
import { cloudflareTunnel } from './cloudflare-tunnel'
import { gluetun } from './gluetun'
import { headscale } from './headscale'
import { mikrotik } from './mikrotik'
import { nextdns } from './nextdns'
import { nginxProxyManager } from './nginx-proxy-manager'
import { openwrt } from './openwrt'
import { opnsense } from './opnsense'
import { pfsense } from './pfsense'
import { pihole } from './pihole'
import { piholeV5 } from './pihole-v5'
import { speedtestTracker } from './speedtest-tracker'
import { tailscale } from './tailscale'
import { technitium } from './technitium'
import { traefik } from './traefik'
import { unifi } from './unifi'
import { wgEasy } from './wg-easy'
import { wgEasyV14 } from './wg-easy-v14'

export const NETWORK = [
  pihole,
  piholeV5,
  adguardHome,
  technitium,
  nginxProxyManager,
  traefik,
  caddy,
  unifi,
  opnsense,
  pfsense,
  wgEasy,
  wgEasyV14,
  tailscale,
  headscale,
  speedtestTracker,
  mikrotik,
  openwrt,
  cloudflareTunnel,
  gluetun,
  nextdns,
]
