import type { UpstreamAnswer } from '../../../../core/http-client'
import { type Service, unexpected } from '../../live-app'
import { readText } from './answers.shared'

// The Prometheus text exposition format, as much as a card reads of it: each sample's name, labels and value.
// Comments (# HELP, # TYPE) and blank lines are skipped; any other line that is not a sample means it is not this format.

export interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

const SAMPLE = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/
const LABEL = /([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g

/** The samples of a metrics page; undefined when a line is not a sample or there is none. */
export function parsePrometheusText(text: string): Sample[] | undefined {
  const samples: Sample[] = []
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('#')) continue
    const match = SAMPLE.exec(line)
    if (!match) return undefined
    const labels = Object.fromEntries(
      [...(match[2] ?? '').matchAll(LABEL)].map((m) => [m[1]!, m[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c))]),
    )
    samples.push({ name: match[1]!, labels, value: Number(match[3]) })
  }
  return samples.length ? samples : undefined
}

/** A metrics page's samples, read as readText reads it; another page (JSON, a login page, another exporter) is unexpected. */
export async function readMetrics(call: Promise<UpstreamAnswer>, service: Service, mustHave: string): Promise<Sample[]> {
  const samples = parsePrometheusText(await readText(call, service))
  if (!samples?.some((s) => s.name === mustHave)) throw unexpected(service)
  return samples
}
