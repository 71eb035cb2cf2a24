import { audiobookshelf } from './audiobookshelf'
import { calibreWeb } from './calibre-web'
import { channelsDvr } from './channels-dvr'
import { emby } from './emby'
import { fileflows } from './fileflows'
import { funkwhale } from './funkwhale'
import { hdhomerun } from './hdhomerun'
import { immich } from './immich'
import { jellyfin } from './jellyfin'
import { jellyseerr } from './jellyseerr'
import { jellystat } from './jellystat'
import { kavita } from './kavita'
import { kodi } from './kodi'
import { komga } from './komga'
import { lyrion } from './lyrion'
import { navidrome } from './navidrome'
import { ombi } from './ombi'
import { overseerr } from './overseerr'
import { owncast } from './owncast'
import { peertube } from './peertube'
import { photoprism } from './photoprism'
import { plex } from './plex'
import { stash } from './stash'
import { suwayomi } from './suwayomi'
import { tautulli } from './tautulli'
import { tdarr } from './tdarr'
import { tubeArchivist } from './tube-archivist'
import { unmanic } from './unmanic'
import { wizarr } from './wizarr'
import { xteve } from './xteve'

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
  owncast,
  peertube,
  funkwhale,
  wizarr,
  xteve,
  lyrion,
  suwayomi,
  kodi,
]
