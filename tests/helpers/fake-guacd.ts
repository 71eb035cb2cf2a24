// A protocol-true stand-in for guacd on 127.0.0.1 (guacd itself is not packaged here): it speaks the Guacamole
// handshake (select → args → size/audio/video/image[/timezone]/connect → ready), records what each connection sent,
// then draws a frame and keeps the connection alive with sync instructions like a real session would.

/** Each protocol's argument names, in the order guacd announces them (a subset of guacd's own lists). */
const ARGS: Record<string, string[]> = {
  ssh: ['hostname', 'port', 'username', 'password', 'private-key', 'passphrase', 'color-scheme', 'terminal-type', 'enable-sftp'],
  telnet: ['hostname', 'port', 'username', 'password', 'color-scheme', 'terminal-type'],
  rdp: ['hostname', 'port', 'username', 'password', 'domain', 'security', 'ignore-cert', 'enable-sftp'],
  vnc: ['hostname', 'port', 'password'],
}

export interface GuacdSession {
  protocol: string
  /** The handshake's opcodes in the order received. */
  opcodes: string[]
  size: string[]
  /** The connect instruction's values by the names announced in args ('' when the client sent none). */
  params: Record<string, string>
  /** Instructions the browser sent after the handshake (through Foyer's relay). */
  received: string[][]
  closed: boolean
}

export function encode(...parts: string[]): string {
  return `${parts.map((p) => `${[...p].length}.${p}`).join(',')};`
}

/** Splits a stream of Guacamole instructions; keeps an incomplete tail for the next chunk. */
export function createParser(onInstruction: (parts: string[]) => void) {
  let buffer = ''
  return (chunk: string) => {
    buffer += chunk
    for (;;) {
      const parts: string[] = []
      let i = 0
      let complete = false
      while (i < buffer.length) {
        const dot = buffer.indexOf('.', i)
        if (dot < 0) break
        const length = Number(buffer.slice(i, dot))
        const chars = [...buffer.slice(dot + 1, dot + 1 + length * 2)].slice(0, length).join('')
        const end = dot + 1 + chars.length
        if (end >= buffer.length) break
        parts.push(chars)
        i = end + 1
        if (buffer[end] === ';') {
          complete = true
          break
        }
      }
      if (!complete) return
      buffer = buffer.slice(i)
      onInstruction(parts)
    }
  }
}

export function startFakeGuacd(opts: { version?: string } = {}) {
  const sessions: GuacdSession[] = []
  const sockets = new Set<{ end(): void }>()
  type State = { session?: GuacdSession; parse: (chunk: string) => void; timer?: ReturnType<typeof setInterval> }
  const server = Bun.listen<State>({
    hostname: '127.0.0.1',
    port: 0,
    socket: {
      open(socket) {
        sockets.add(socket)
        socket.data = {
          parse: createParser((parts) => {
            const [opcode = '', ...args] = parts
            const state = socket.data
            if (opcode === 'select') {
              const protocol = args[0] ?? ''
              state.session = { protocol, opcodes: ['select'], size: [], params: {}, received: [], closed: false }
              sessions.push(state.session)
              socket.write(encode('args', `VERSION_${opts.version ?? '1_1_0'}`, ...(ARGS[protocol] ?? [])))
              return
            }
            const session = state.session
            if (!session) return socket.end()
            if (session.opcodes.at(-1) === 'connect') {
              session.received.push(parts)
              return
            }
            session.opcodes.push(opcode)
            if (opcode === 'size') session.size = args
            if (opcode !== 'connect') return
            const names = ['VERSION', ...(ARGS[session.protocol] ?? [])]
            for (const [i, name] of names.entries()) if (i > 0) session.params[name] = args[i] ?? ''
            const id = `$${crypto.randomUUID()}`
            socket.write(encode('ready', id))
            socket.write(encode('size', '0', '640', '360'))
            socket.write(encode('rect', '0', '0', '0', '640', '360'))
            socket.write(encode('cfill', '14', '0', '40', '120', '200', '255'))
            socket.write(encode('sync', String(Date.now())))
            state.timer = setInterval(() => socket.write(encode('sync', String(Date.now()))), 1000)
          }),
        }
      },
      data(socket, chunk) {
        socket.data.parse(chunk.toString())
      },
      close(socket) {
        sockets.delete(socket)
        clearInterval(socket.data.timer)
        if (socket.data.session) socket.data.session.closed = true
      },
    },
  })
  return {
    host: '127.0.0.1',
    port: server.port,
    sessions,
    stop() {
      for (const s of sockets) s.end()
      server.stop(true)
    },
  }
}
