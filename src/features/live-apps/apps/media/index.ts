import { audiobookshelf } from './audiobookshelf'
import { calibreWeb } from './calibre-web'
import { channelsDvr } from './channels-dvr'
import { emby } from './emby'
import { fileflows } from './fileflows'
import { hdhomerun } from './hdhomerun'
import { immich } from './immich'
import { jellyfin } from './jellyfin'
import { jellyseerr } from './jellyseerr'
import { jellystat } from './jellystat'
import { kavita } from './kavita'
import { komga } from './komga'
import { navidrome } from './navidrome'
import { ombi } from './ombi'
import { overseerr } from './overseerr'
import { photoprism } from './photoprism'
import { plex } from './plex'
import { stash } from './stash'
import { tautulli } from './tautulli'
import { tdarr } from './tdarr'
import { tubeArchivist } from './tube-archivist'
import { unmanic } from './unmanic'

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
  ombi,
  tdarr,
  unmanic,
  fileflows,
  stash,
  channelsDvr,
  hdhomerun,
  tubeArchivist,
]
