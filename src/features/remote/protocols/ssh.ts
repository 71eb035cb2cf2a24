import type { GuacdProtocol } from './protocol'
import { terminal } from './terminal'

export const ssh: GuacdProtocol = (target) => ({
  ...terminal(target),
  'private-key': target.privateKey,
  passphrase: target.passphrase,
  'enable-sftp': target.enableSftp,
})
