import { pihole } from './pihole'
import { adguardHome } from './adguard-home'

export const NETWORK = [pihole, adguardHome]
