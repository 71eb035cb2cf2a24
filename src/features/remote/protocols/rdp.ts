import type { GuacdProtocol } from './protocol'

export const rdp: GuacdProtocol = (target) => ({
  domain: target.domain,
  security: target.security,
  'ignore-cert': target.ignoreCert,
  'enable-sftp': target.enableSftp,
})
