import { beszel } from './beszel'
import { gatus } from './gatus'
import { glances } from './glances'
import { gotify } from './gotify'
import { grafana } from './grafana'
import { healthchecks } from './healthchecks'
import { netdata } from './netdata'
import { scrutiny } from './scrutiny'
import { uptimeKuma } from './uptime-kuma'
import { uptimeKumaMetrics } from './uptime-kuma-metrics'
import { zabbix } from './zabbix'

export const MONITORING = [uptimeKuma, uptimeKumaMetrics, glances, netdata, grafana, healthchecks, gatus, beszel, scrutiny, zabbix, gotify]
