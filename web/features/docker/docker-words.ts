import type { Container } from './docker.api'

/** Bytes as people read memory: 1 decimal in the largest unit that keeps it above 1. */
function bytes(n: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB']
  let value = n
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toFixed(unit === 0 ? 0 : 1)} ${units[unit]}`
}

export const memory = (c: Container) =>
  c.memoryBytes === null ? '—' : c.memoryLimitBytes === null ? bytes(c.memoryBytes) : `${bytes(c.memoryBytes)} / ${bytes(c.memoryLimitBytes)}`

export const cpu = (c: Container) => (c.cpuPercent === null ? '—' : `${c.cpuPercent.toFixed(1)} %`)

/** Published ports as host→container; ports only inside the container network are left out. */
export const published = (c: Container) =>
  c.ports
    .filter((p) => p.publicPort !== null)
    .map((p) => `${p.publicPort}→${p.privatePort}${p.type === 'udp' ? '/udp' : ''}`)
    .join(', ')
