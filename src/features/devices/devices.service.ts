import type { Clock } from '../../core/clock'
import type { SecretBox } from '../../core/crypto'
import { type Database, tx } from '../../core/db'
import { AppError, badRequest, notFound } from '../../core/errors'
import { parseId } from '../../core/input'
import {
  type ConnectionTarget,
  type CredentialType,
  DEVICE_MESSAGES as M,
  DEFAULT_PORTS,
  deviceProblem,
  isWakeAddress,
  WOL_DEFAULT_PORT,
} from '../../definitions/devices'
import { KEPT_SECRET } from '../../definitions/kept-secret'
import { createDevicesRepo, type DeviceFields, type StoredDevice, summaryOf } from './devices.repo'
import type { DeviceBody, DeviceDetails } from './devices.schema'
import type { Prober } from './liveness'
import { isUp } from './liveness'
import { sendMagicPacket } from './wake-on-lan'

/** What the devices feature needs from the credential locker (wired in app.ts). */
export interface Locker {
  summary(userId: number, id: number): { id: number; profileName: string; profileType: CredentialType } | null
  open(userId: number, id: number): { username: string | null; secret: string; passphrase: string | null; profileType: string } | null
}

const trimmed = (s: string | null | undefined) => s?.trim() || null
const port = (value: number | string | null | undefined) => (value == null || value === '' ? null : Number(value))

export function createDevicesService(opts: {
  db: Database
  clock: Clock
  secrets: SecretBox
  locker: Locker
  sendPacket?: typeof sendMagicPacket
  probe?: Prober
}) {
  const repo = createDevicesRepo(opts.db)
  const { secrets, clock, locker } = opts
  const send = opts.sendPacket ?? sendMagicPacket
  const probe = opts.probe ?? isUp

  const owned = (userId: number, id: number) => {
    const found = repo.get(userId, id)
    if (!found) throw notFound(M.notFound)
    return found
  }

  /** A secret field: the placeholder keeps the stored sealed value, text is sealed, empty clears it. */
  const secret = (value: string | null | undefined, stored: string | null) => (value === KEPT_SECRET ? stored : value ? secrets.seal(value) : null)

  function fields(userId: number, body: DeviceBody, stored: StoredDevice | null): DeviceFields {
    const credentialId = body.credentialTab === 'store' ? parseId(body.credentialId ?? null) : null
    const draft = {
      ...body,
      // A placeholder counts only where something is stored behind it.
      connectionPassword: body.connectionPassword === KEPT_SECRET && !stored?.passwordSealed ? '' : body.connectionPassword,
      connectionPrivateKey: body.connectionPrivateKey === KEPT_SECRET && !stored?.privateKeySealed ? '' : body.connectionPrivateKey,
      supportsWol: body.supportsWol ?? false,
      isConnectionSetup: body.isConnectionSetup ?? false,
    }
    const problem = deviceProblem(draft)
    if (problem) throw badRequest(problem)
    // Another user's locker entry is as missing as one that never existed.
    if (body.isConnectionSetup && credentialId !== null && !locker.summary(userId, credentialId)) throw notFound('Credential not found.')
    const type = body.connectionType ?? 'ssh'
    const auth = body.isConnectionSetup ? (body.connectionAuthType ?? 'none') : 'none'
    const manual = auth !== 'none' && credentialId === null
    const keyAuth = manual && auth === 'privateKey'
    return {
      deviceName: body.deviceName.trim(),
      deviceIp: body.deviceIp.trim(),
      deviceIcon: body.deviceIcon!,
      supportsWol: draft.supportsWol,
      deviceMac: trimmed(body.deviceMac),
      broadcastAddress: trimmed(body.broadcastAddress),
      broadcastPort: port(body.broadcastPort) ?? WOL_DEFAULT_PORT,
      isConnectionSetup: draft.isConnectionSetup,
      connectionType: type,
      hostname: trimmed(body.connectionHostname),
      port: port(body.connectionPort) ?? DEFAULT_PORTS[type],
      authType: auth,
      // VNC signs in with a password only (spec 2 §5).
      username: manual && type !== 'vnc' ? trimmed(body.connectionUsername) : null,
      passwordSealed: manual && auth === 'password' ? secret(body.connectionPassword, stored?.passwordSealed ?? null) : null,
      privateKeySealed: keyAuth ? secret(body.connectionPrivateKey, stored?.privateKeySealed ?? null) : null,
      passphraseSealed: keyAuth ? secret(body.connectionPrivateKeyPassphrase, stored?.passphraseSealed ?? null) : null,
      colorScheme: body.connectionColorScheme ?? 'gray-black',
      enableSftp: body.enableSftp ?? false,
      domain: trimmed(body.domain),
      security: body.security ?? 'any',
      ignoreCert: body.ignoreCert ?? true,
      terminalType: body.terminalType ?? null,
      credentialId: auth === 'none' ? null : credentialId,
    }
  }

  function details(userId: number, d: StoredDevice): DeviceDetails {
    const selected = d.credentialId === null ? null : locker.summary(userId, d.credentialId)
    return {
      ...summaryOf(d),
      broadcastAddress: d.broadcastAddress,
      broadcastPort: d.broadcastPort,
      connectionHostname: d.hostname,
      connectionPort: d.port,
      connectionAuthType: d.authType,
      connectionUsername: d.username,
      connectionPassword: d.passwordSealed ? KEPT_SECRET : '',
      connectionPrivateKey: d.privateKeySealed ? KEPT_SECRET : '',
      connectionPrivateKeyPassphrase: d.passphraseSealed ? KEPT_SECRET : '',
      connectionColorScheme: d.colorScheme,
      enableSftp: d.enableSftp,
      domain: d.domain,
      security: d.security,
      ignoreCert: d.ignoreCert,
      terminalType: d.terminalType,
      credentialTab: d.credentialId === null ? 'manual' : 'store',
      credentialId: d.credentialId,
      selectedCredential: selected,
    }
  }

  /** Probes the device's IP, stores the result and answers it. */
  async function check(userId: number, id: number) {
    const d = owned(userId, id)
    const alive = await probe(d.deviceIp)
    repo.setAlive(userId, id, alive, clock.now())
    return { id, deviceIp: d.deviceIp, alive }
  }

  return {
    list: (userId: number) => repo.list(userId).map(summaryOf),
    details: (userId: number, id: number) => details(userId, owned(userId, id)),
    save(userId: number, body: DeviceBody) {
      const id = parseId(body.deviceId ?? null)
      const stored = id === null ? null : owned(userId, id)
      const f = fields(userId, body, stored)
      if (id === null) return details(userId, owned(userId, repo.insert(userId, f, clock.now())))
      repo.update(userId, id, f, clock.now())
      return details(userId, owned(userId, id))
    },
    remove(userId: number, id: number) {
      if (!repo.remove(userId, id)) throw notFound(M.notFound)
    },
    reorder(userId: number, ids: Array<number | string>) {
      const wanted = ids.map((v) => parseId(v)!)
      if (new Set(wanted).size !== wanted.length) throw badRequest('Each device may appear only once in the order.')
      const current = repo.list(userId).map((d) => d.id)
      if (wanted.some((id) => !current.includes(id))) throw notFound(M.notFound)
      tx(opts.db, () => {
        for (const [position, id] of [...wanted, ...current.filter((id) => !wanted.includes(id))].entries()) repo.place(userId, id, position)
      })
    },
    async wake(userId: number, id: number) {
      const d = owned(userId, id)
      if (!d.supportsWol || !d.deviceMac || !d.broadcastAddress) throw badRequest(M.noWol)
      // Again at the send: a row saved before the rule (or restored from a backup) may name any address.
      if (!isWakeAddress(d.broadcastAddress)) throw badRequest(M.broadcastNotLocal)
      try {
        await send(d.deviceMac, d.broadcastAddress, d.broadcastPort)
      } catch {
        throw new AppError(502, M.sendFailed)
      }
      return `Wake-on-LAN packet sent to ${d.deviceName}.`
    },
    check,
    /** The ids of the user's devices (the liveness sweep walks them). */
    ids: (userId: number) => repo.list(userId).map((d) => d.id),
    /** The device's connection with its secrets opened (from the locker when it uses one); 404 when not the user's or not set up. */
    connectionTarget(userId: number, id: number): ConnectionTarget {
      const d = owned(userId, id)
      if (!d.isConnectionSetup || !d.hostname) throw badRequest(M.noConnection)
      const fromLocker = d.credentialId === null ? null : locker.open(userId, d.credentialId)
      const open = (sealed: string | null) => (sealed ? secrets.open(sealed) : null)
      const lockerKey = fromLocker?.profileType === 'private_key'
      return {
        deviceId: d.id,
        type: d.connectionType,
        hostname: d.hostname,
        port: d.port ?? DEFAULT_PORTS[d.connectionType],
        username: fromLocker ? fromLocker.username : d.username,
        password: fromLocker ? (lockerKey ? null : fromLocker.secret) : open(d.passwordSealed),
        privateKey: fromLocker ? (lockerKey ? fromLocker.secret : null) : open(d.privateKeySealed),
        passphrase: fromLocker ? fromLocker.passphrase : open(d.passphraseSealed),
        colorScheme: d.colorScheme,
        enableSftp: d.enableSftp,
        domain: d.domain,
        security: d.security,
        ignoreCert: d.ignoreCert,
        terminalType: d.terminalType,
      }
    },
  }
}

export type DevicesService = ReturnType<typeof createDevicesService>
