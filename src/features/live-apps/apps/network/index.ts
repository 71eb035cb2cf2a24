import { adguardHome } from './adguard-home'
import { blocky } from './blocky'
import { caddy } from './caddy'
import { cloudflareTunnel } from './cloudflare-tunnel'
import { fritzbox } from './fritzbox'
import { gluetun } from './gluetun'
import { haproxy } from './haproxy'
import { headscale } from './headscale'
import { mikrotik } from './mikrotik'
import { myspeed } from './myspeed'
import { netalertx } from './netalertx'
import { netbird } from './netbird'
import { nextdns } from './nextdns'
import { nginx } from './nginx'
import { nginxProxyManager } from './nginx-proxy-manager'
import { omada } from './omada'
import { openwrt } from './openwrt'
import { opnsense } from './opnsense'
import { pangolin } from './pangolin'
import { pfsense } from './pfsense'
import { pihole } from './pihole'
import { piholeV5 } from './pihole-v5'
import { powerdns } from './powerdns'
import { speedtestTracker } from './speedtest-tracker'
import { tailscale } from './tailscale'
import { technitium } from './technitium'
import { traefik } from './traefik'
import { unifi } from './unifi'
import { unifiController } from './unifi-controller'
import { wgEasy } from './wg-easy'
import { wgEasyV14 } from './wg-easy-v14'
import { zerotier } from './zerotier'

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
  blocky,
  cloudflareTunnel,
  fritzbox,
  gluetun,
  haproxy,
  myspeed,
  netalertx,
  netbird,
  nextdns,
  nginx,
  omada,
  pangolin,
  powerdns,
  unifiController,
  zerotier,
]
