import { domoticz } from './domoticz'
import { esphome } from './esphome'
import { evcc } from './evcc'
import { frigate } from './frigate'
import { grocy } from './grocy'
import { homeAssistant } from './home-assistant'
import { homebox } from './homebox'
import { homebridge } from './homebridge'
import { mealie } from './mealie'
import { moonraker } from './moonraker'
import { octoprint } from './octoprint'
import { openhab } from './openhab'
import { opendtu } from './opendtu'
import { romm } from './romm'
import { spoolman } from './spoolman'
import { tandoor } from './tandoor'
import { traccar } from './traccar'

export const HOME = [
  homeAssistant,
  frigate,
  mealie,
  tandoor,
  grocy,
  homebox,
  octoprint,
  moonraker,
  spoolman,
  evcc,
  opendtu,
  romm,
  homebridge,
  openhab,
  esphome,
  domoticz,
  traccar,
]
