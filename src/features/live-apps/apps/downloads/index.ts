import { sonarr } from './sonarr'
import { radarr } from './radarr'
import { lidarr } from './lidarr'
import { readarr } from './readarr'
import { qbittorrent } from './qbittorrent'

export const DOWNLOADS = [sonarr, radarr, lidarr, readarr, qbittorrent]
