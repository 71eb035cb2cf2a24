import { jellyfin } from './jellyfin'
import { navidrome } from './navidrome'

export const MEDIA = [jellyfin, navidrome]
