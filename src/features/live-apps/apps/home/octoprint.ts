import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { readAnswer, type Service } from '../../live-app'

// OctoPrint's REST API with an application key (Settings → Application Keys) in X-Api-Key. api/printer answers
// 409 while no printer is connected: the card then shows the job's state without temperatures.
const Printer = t.Object({ temperature: t.Record(t.String(), t.Object({ actual: t.Union([t.Number(), t.Null()]), target: t.Union([t.Number(), t.Null()]) })) })
const Job = t.Object({
  state: t.String(),
  job: t.Object({ file: t.Object({ name: t.Union([t.String(), t.Null()]) }) }),
  progress: t.Object({ completion: t.Union([t.Number(), t.Null()]), printTimeLeft: t.Union([t.Number(), t.Null()]) }),
})
const SERVICE: Service = { name: 'OctoPrint', expected: 'an OctoPrint server', credentials: 'API key' }

export const octoprint = defineApp({
  id: 'octoprint',
  name: 'OctoPrint',
  category: 'home',
  description: "Your 3D printer's state, print progress, time left, and nozzle and bed temperatures, from OctoPrint.",
  expected: SERVICE.expected,
  docs: 'https://docs.octoprint.org/en/main/api/',
  api: 'REST',
  repo: 'https://github.com/OctoPrint/OctoPrint',
  license: 'AGPL-3.0',
  logo: { simpleIcon: 'octoprint', initials: 'OP', colour: '#13c100' },
  config: [{ name: 'apiKey', label: 'API key', type: 'password', required: true, placeholder: 'Settings → Application Keys' }],
  auth: { style: 'header', header: 'X-Api-Key', value: '{apiKey}' },
  requests: {
    version: { path: 'api/version', answer: t.Object({ api: t.String(), server: t.String() }) },
    job: { path: 'api/job', answer: Job },
    printer: { path: 'api/printer', answer: t.Union([Printer, t.Null()]) },
  },
  test: ['version'],
  datapoints: [
    { key: 'state', label: 'State', icon: 'printer', format: 'text', default: true, read: (a) => a.job.state },
    { key: 'progress', label: 'Progress', icon: 'progress', format: 'percent', default: true, read: (a) => a.job.progress.completion },
    { key: 'timeLeft', label: 'Time left', icon: 'hourglass', format: 'duration', default: true, read: (a) => a.job.progress.printTimeLeft },
    { key: 'nozzle', label: 'Nozzle', icon: 'flame', format: 'temperature', default: true, read: (a) => a.printer?.temperature.tool0?.actual },
    { key: 'bed', label: 'Bed', icon: 'temperature', format: 'temperature', default: true, read: (a) => a.printer?.temperature.bed?.actual },
    { key: 'file', label: 'File', icon: 'file', format: 'text', read: (a) => a.job.job.file.name },
    { key: 'version', label: 'Version', icon: 'tag', format: 'version', read: (a) => a.version.server },
  ],
  hooks: {
    async load(api) {
      const [version, job, printer] = await Promise.all([
        api.get('version'),
        api.get('job'),
        api.raw('api/printer').then((answer) => (answer.status === 409 ? null : readAnswer(Printer, answer, SERVICE))),
      ])
      return { version, job, printer }
    },
  },
})
