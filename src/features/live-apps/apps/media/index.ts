import { jellystat } from './jellystat'
import { calibreWeb } from './calibre-web'
import { komga } from './komga'
import { kavita } from './kavita'
import { photoprism } from './photoprism'
import { immich } from './immich'
import { audiobookshelf } from './audiobookshelf'
import { emby } from './emby'
import { jellyfin } from './jellyfin'
import { jellyseerr } from './jellyseerr'
import { navidrome } from './navidrome'
import { overseerr } from './overseerr'
import { plex } from './plex'
import { tautulli } from './tautulli'

export const MEDIA = [
  jellyfin,
  navidrome,
  plex,
  emby,
  tautulli,
  overseerr,
  jellyseerr,
  audiobookshelf,
  immich,
  photoprism,
  kavita,
  komga,
  calibreWeb,
  jellystat,
]
