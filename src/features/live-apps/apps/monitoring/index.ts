import { alertmanager } from './alertmanager'
import { authentik } from './authentik'
import { beszel } from './beszel'
import { cachet } from './cachet'
import { changedetection } from './changedetection'
import { checkmk } from './checkmk'
import { gatus } from './gatus'
import { cronicle } from './cronicle'
import { cronitor } from './cronitor'
import { crowdsec } from './crowdsec'
import { elasticsearch } from './elasticsearch'
import { glances } from './glances'
import { glitchtip } from './glitchtip'
import { gotify } from './gotify'
import { grafana } from './grafana'
import { graylog } from './graylog'
import { healthchecks } from './healthchecks'
import { icinga2 } from './icinga2'
import { influxdb } from './influxdb'
import { librenms } from './librenms'
import { loki } from './loki'
import { nagios } from './nagios'
import { nodeExporter } from './node-exporter'
import { netdata } from './netdata'
import { ntfy } from './ntfy'
import { opensearch } from './opensearch'
import { peanut } from './peanut'
import { pushgateway } from './pushgateway'
import { scrutiny } from './scrutiny'
import { sentry } from './sentry'
import { statpingNg } from './statping-ng'
import { uptimeKuma } from './uptime-kuma'
import { uptimeKumaMetrics } from './uptime-kuma-metrics'
import { uptimeRobot } from './uptime-robot'
import { vmalert } from './vmalert'
import { zabbix } from './zabbix'

export const MONITORING = [
  uptimeKuma,
  uptimeKumaMetrics,
  glances,
  netdata,
  grafana,
  healthchecks,
  gatus,
  beszel,
  scrutiny,
  zabbix,
  gotify,
  ntfy,
  changedetection,
  authentik,
  alertmanager,
  uptimeRobot,
  icinga2,
  librenms,
  peanut,
  influxdb,
  cronicle,
  loki,
  checkmk,
  statpingNg,
  cronitor,
  sentry,
  glitchtip,
  pushgateway,
  elasticsearch,
  opensearch,
  nagios,
  cachet,
  nodeExporter,
  graylog,
  vmalert,
  crowdsec,
]
