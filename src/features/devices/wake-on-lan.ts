import { nodeDgram } from '../../core/node-builtins'

/** The magic packet: six 0xFF bytes, then the MAC's six bytes sixteen times (102 bytes). */
export function magicPacket(mac: string): Buffer {
  const bytes = Buffer.from(mac.replace(/[:-]/g, ''), 'hex')
  if (bytes.length !== 6) throw new Error('A MAC address has six bytes')
  return Buffer.concat([Buffer.alloc(6, 0xff), ...Array.from({ length: 16 }, () => bytes)])
}

/** Sends the packet over UDP with broadcast allowed; rejects when the system refuses it. */
export function sendMagicPacket(mac: string, address: string, port: number): Promise<void> {
  const packet = magicPacket(mac)
  return new Promise((resolve, reject) => {
    const socket = nodeDgram().createSocket('udp4')
    const done = (error?: Error | null) => {
      socket.close()
      if (error) reject(error)
      else resolve()
    }
    socket.once('error', done)
    socket.bind(0, () => {
      socket.setBroadcast(true)
      socket.send(packet, port, address, done)
    })
  })
}
