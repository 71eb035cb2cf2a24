import { sonarr } from './sonarr'
import { radarr } from './radarr'
import { lidarr } from './lidarr'
import { readarr } from './readarr'
import { whisparr } from './whisparr'
import { prowlarr } from './prowlarr'
import { bazarr } from './bazarr'
import { qbittorrent } from './qbittorrent'
import { sabnzbd } from './sabnzbd'
import { nzbget } from './nzbget'
import { transmission } from './transmission'
import { deluge } from './deluge'
import { rutorrent } from './rutorrent'
import { flood } from './flood'
import { autobrr } from './autobrr'
import { aria2 } from './aria2'
import { pyload } from './pyload'
import { slskd } from './slskd'
import { kapowarr } from './kapowarr'
import { tribler } from './tribler'
import { sickchill } from './sickchill'
import { sickgear } from './sickgear'
import { medusa } from './medusa'
import { mylar3 } from './mylar3'
import { lazylibrarian } from './lazylibrarian'
import { jackett } from './jackett'
import { nzbhydra2 } from './nzbhydra2'
import { synologyDownloadStation } from './synology-download-station'

export const DOWNLOADS = [
  sonarr,
  radarr,
  lidarr,
  readarr,
  whisparr,
  prowlarr,
  bazarr,
  qbittorrent,
  sabnzbd,
  nzbget,
  transmission,
  deluge,
  rutorrent,
  flood,
  autobrr,
  aria2,
  pyload,
  slskd,
  kapowarr,
  tribler,
  sickchill,
  sickgear,
  medusa,
  mylar3,
  lazylibrarian,
  jackett,
  nzbhydra2,
  synologyDownloadStation,
]
