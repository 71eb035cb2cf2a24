import { gatus } from './gatus'
import { glances } from './glances'
import { grafana } from './grafana'
import { healthchecks } from './healthchecks'
import { netdata } from './netdata'
import { uptimeKuma } from './uptime-kuma'

export const MONITORING = [uptimeKuma, glances, netdata, grafana, healthchecks, gatus]
