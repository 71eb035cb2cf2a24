// What the Docker container app reads of Foyer's own Docker endpoints: the docker feature answers it (wired in
// src/app.ts), so this feature never imports that one and never sees an endpoint's address or certificate.

/** One container as its card shows it; numbers are raw (bytes, ms, percent) and formatted by the app. */
export interface ContainerSnapshot {
  endpointName: string
  id: string
  name: string
  /** The image as the container was made from it (its tag). */
  image: string
  state: string
  health: 'healthy' | 'unhealthy' | 'starting' | null
  /** How long it has been up; null unless it runs (or is paused). */
  upSeconds: number | null
  exitCode: number
  /** Only while it runs. */
  stats: {
    cpuPercent: number
    memoryBytes: number
    memoryLimitBytes: number | null
    networkRxBytes: number | null
    networkTxBytes: number | null
  } | null
  /** The tag now names another image locally than the one the container runs; null when it names none. */
  updateAvailable: boolean | null
  ports: { port: string; hostPorts: string[] }[]
  mounts: { type: string; name: string | null; destination: string; readOnly: boolean }[]
}

export interface DockerReader {
  /** The endpoints a super admin set up, by id and name: what a card may name. */
  endpointChoices(): Array<{ id: number; name: string }>
  /** Rejects with an AppError whose message is meant for the card (container gone, endpoint down or removed, odd answer). */
  containerCard(endpoint: number, container: string): Promise<ContainerSnapshot>
}
