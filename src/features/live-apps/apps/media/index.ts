import { emby } from './emby'
import { jellyfin } from './jellyfin'
import { jellyseerr } from './jellyseerr'
import { navidrome } from './navidrome'
import { overseerr } from './overseerr'
import { plex } from './plex'
import { tautulli } from './tautulli'

export const MEDIA = [jellyfin, navidrome, plex, emby, tautulli, overseerr, jellyseerr]
