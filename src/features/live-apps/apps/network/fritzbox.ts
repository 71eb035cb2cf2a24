import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { type AppHttp, type Service, unexpected } from '../../live-app'
import { readText } from './text-answer.shared'

// A FRITZ!Box's internet connection through UPnP IGD (TR-064's unauthenticated part, port 49000): SOAP actions on the
// WANIPConnection and WANCommonInterfaceConfig services. Needs "Transmit status information over UPnP" turned on.
const SERVICE: Service = { name: 'FRITZ!Box', expected: 'a FRITZ!Box with status over UPnP on (http://fritz.box:49000)' }
const CONTROL = {
  WANIPConnection: 'igdupnp/control/WANIPConn1',
  WANCommonInterfaceConfig: 'igdupnp/control/WANCommonIFC1',
} as const
const Values = t.Record(t.String(), t.String())
type Values = typeof Values.static

/** The New… values of an action's SOAP answer; undefined when the body is not that action's answer. */
async function parseAction(xml: string, action: string): Promise<Values | undefined> {
  const { parseDocument, DomUtils } = await import('htmlparser2')
  const doc = parseDocument(xml, { xmlMode: true })
  const response = DomUtils.findOne((e) => e.name.replace(/^\w+:/, '') === `${action}Response`, doc.children)
  if (!response) return undefined
  return Object.fromEntries(DomUtils.getChildren(response).flatMap((c) => ('name' in c ? [[c.name, DomUtils.textContent(c).trim()]] : [])))
}

async function soap(raw: AppHttp['request'], service: keyof typeof CONTROL, action: string): Promise<Values> {
  const urn = `urn:schemas-upnp-org:service:${service}:1`
  const body = `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/" s:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><s:Body><u:${action} xmlns:u="${urn}"/></s:Body></s:Envelope>`
  const answer = raw(CONTROL[service], { method: 'POST', body, headers: { 'content-type': 'text/xml; charset="utf-8"', soapaction: `${urn}#${action}` } })
  const values = await parseAction(await readText(answer, SERVICE, (xml) => xml), action)
  if (!values) throw unexpected(SERVICE)
  return values
}
const number = (v: string | undefined) => (v === undefined || v === '' ? null : Number(v))

export const fritzbox = defineApp({
  id: 'fritzbox',
  name: SERVICE.name,
  category: 'network',
  description: 'Internet connection state, uptime, external IP, line speed and current traffic of a FRITZ!Box.',
  expected: SERVICE.expected,
  docs: 'https://avm.de/service/schnittstellen/',
  api: 'UPnP IGD (TR-064, port 49000)',
  repo: null,
  license: null,
  logo: { simpleIcon: 'avm', initials: 'FB', colour: '#e2001a' },
  config: [],
  auth: { style: 'none' },
  requests: {
    status: { path: CONTROL.WANIPConnection, answer: Values },
    ip: { path: CONTROL.WANIPConnection, answer: Values },
    link: { path: CONTROL.WANCommonInterfaceConfig, answer: Values },
    traffic: { path: CONTROL.WANCommonInterfaceConfig, answer: Values },
  },
  hooks: {
    async load(api) {
      const [status, ip, link, traffic] = await Promise.all([
        soap(api.raw, 'WANIPConnection', 'GetStatusInfo'),
        soap(api.raw, 'WANIPConnection', 'GetExternalIPAddress'),
        soap(api.raw, 'WANCommonInterfaceConfig', 'GetCommonLinkProperties'),
        soap(api.raw, 'WANCommonInterfaceConfig', 'GetAddonInfos'),
      ])
      return { status, ip, link, traffic }
    },
  },
  datapoints: [
    { key: 'connection', label: 'Connection', icon: 'world', format: 'text', default: true, read: (a) => a.status.NewConnectionStatus },
    { key: 'uptime', label: 'Uptime', icon: 'clock', format: 'duration', default: true, read: (a) => number(a.status.NewUptime) },
    { key: 'externalIp', label: 'External IP', icon: 'network', format: 'text', read: (a) => a.ip.NewExternalIPAddress || null },
    // The line's maximum rates are in bits per second.
    { key: 'maxDown', label: 'Line down', icon: 'gauge', format: 'bitRate', read: (a) => (number(a.link.NewLayer1DownstreamMaxBitRate) ?? Number.NaN) / 8 },
    { key: 'maxUp', label: 'Line up', icon: 'gauge', format: 'bitRate', read: (a) => (number(a.link.NewLayer1UpstreamMaxBitRate) ?? Number.NaN) / 8 },
    { key: 'down', label: 'Download', icon: 'download', format: 'bitRate', default: true, read: (a) => number(a.traffic.NewByteReceiveRate) },
    { key: 'up', label: 'Upload', icon: 'upload', format: 'bitRate', default: true, read: (a) => number(a.traffic.NewByteSendRate) },
    {
      key: 'received',
      label: 'Received',
      icon: 'arrow-down',
      format: 'bytes',
      read: (a) => number(a.traffic.NewX_AVM_DE_TotalBytesReceived64 ?? a.traffic.NewTotalBytesReceived),
    },
    {
      key: 'sent',
      label: 'Sent',
      icon: 'arrow-up',
      format: 'bytes',
      read: (a) => number(a.traffic.NewX_AVM_DE_TotalBytesSent64 ?? a.traffic.NewTotalBytesSent),
    },
  ],
})
