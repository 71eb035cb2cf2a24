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
]
