// The guest side of the sandbox: what an Astroluma app.js expects around it (global, require('buffer'), console,
// axios, application / testerInstance), written against two host functions, __request and __finish.
export const SANDBOX_PRELUDE = `
(() => {
  const g = globalThis
  g.global = g
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
  const utf8 = (text) => {
    const bytes = []
    for (const ch of String(text)) {
      let c = ch.codePointAt(0)
      if (c < 0x80) bytes.push(c)
      else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 63))
      else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63))
      else bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63))
    }
    return bytes
  }
  const toBase64 = (bytes) => {
    let out = ''
    for (let i = 0; i < bytes.length; i += 3) {
      const n = (bytes[i] << 16) | ((bytes[i + 1] || 0) << 8) | (bytes[i + 2] || 0)
      out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63] + (i + 1 < bytes.length ? B64[(n >> 6) & 63] : '=') + (i + 2 < bytes.length ? B64[n & 63] : '=')
    }
    return out
  }
  const fromBase64 = (text) => {
    const clean = String(text).replace(/[^A-Za-z0-9+/]/g, '')
    const bytes = []
    for (let i = 0; i < clean.length; i += 4) {
      const n = (B64.indexOf(clean[i]) << 18) | (B64.indexOf(clean[i + 1]) << 12) | ((B64.indexOf(clean[i + 2]) & 63) << 6) | (B64.indexOf(clean[i + 3]) & 63)
      bytes.push((n >> 16) & 255)
      if (clean[i + 2]) bytes.push((n >> 8) & 255)
      if (clean[i + 3]) bytes.push(n & 255)
    }
    return bytes
  }
  const text = (bytes) => {
    let out = ''
    for (let i = 0; i < bytes.length; ) {
      const b = bytes[i]
      const size = b < 0x80 ? 1 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4
      let c = size === 1 ? b : b & (0xff >> (size + 1))
      for (let k = 1; k < size; k++) c = (c << 6) | (bytes[i + k] & 63)
      out += String.fromCodePoint(c)
      i += size
    }
    return out
  }
  // The part of Node's Buffer that apps use: from text or base64, to base64, hex or text.
  class Buffer {
    constructor(bytes) { this.bytes = bytes; this.length = bytes.length }
    static from(value, encoding) {
      if (Array.isArray(value)) return new Buffer(value.slice())
      if (value instanceof Buffer) return new Buffer(value.bytes.slice())
      return new Buffer(encoding === 'base64' ? fromBase64(value) : utf8(value))
    }
    static isBuffer(value) { return value instanceof Buffer }
    toString(encoding) {
      if (encoding === 'base64') return toBase64(this.bytes)
      if (encoding === 'hex') return this.bytes.map((b) => b.toString(16).padStart(2, '0')).join('')
      return text(this.bytes)
    }
  }
  const modules = { buffer: { Buffer } }
  g.require = (name) => {
    if (Object.prototype.hasOwnProperty.call(modules, name)) return modules[name]
    throw new Error("Module '" + name + "' is not available to live apps in Foyer.")
  }
  const quiet = () => {}
  g.console = { log: quiet, info: quiet, warn: quiet, error: quiet, debug: quiet }

  const errorText = (error) => {
    if (typeof error === 'string') return error
    if (error && error.response) return 'The service answered HTTP ' + error.response.status + '.'
    return (error && error.message) || String(error)
  }
  const send = (kind, value) => __finish(JSON.stringify(Object.assign({ kind }, value)))

  const call = async (method, url, data, config) => {
    config = config || {}
    let target = String(url)
    if (config.params) {
      const query = Object.keys(config.params).map((k) => encodeURIComponent(k) + '=' + encodeURIComponent(config.params[k])).join('&')
      if (query) target += (target.includes('?') ? '&' : '?') + query
    }
    const headers = {}
    for (const k of Object.keys(config.headers || {})) headers[k] = String(config.headers[k])
    if (config.auth) headers.Authorization = 'Basic ' + toBase64(utf8(config.auth.username + ':' + config.auth.password))
    let body
    if (data !== undefined && data !== null) {
      if (typeof data === 'string') body = data
      else {
        body = JSON.stringify(data)
        if (!Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) headers['Content-Type'] = 'application/json'
      }
    }
    const raw = JSON.parse(await __request(JSON.stringify({ method, url: target, headers, body })))
    let parsed = raw.body
    try { parsed = JSON.parse(raw.body) } catch (e) {}
    const response = { data: parsed, status: raw.status, statusText: '', headers: raw.headers, config }
    const valid = typeof config.validateStatus === 'function' ? config.validateStatus : (s) => s >= 200 && s < 300
    if (!valid(raw.status)) {
      const error = new Error('Request failed with status code ' + raw.status)
      error.response = response
      throw error
    }
    return response
  }
  const axios = {
    get: (url, config) => call('GET', url, undefined, config),
    delete: (url, config) => call('DELETE', url, undefined, config),
    head: (url, config) => call('HEAD', url, undefined, config),
    post: (url, data, config) => call('POST', url, data, config),
    put: (url, data, config) => call('PUT', url, data, config),
    patch: (url, data, config) => call('PATCH', url, data, config),
    request: (config) => call(String(config.method || 'GET').toUpperCase(), config.url, config.data, config),
  }
  axios.create = () => axios

  g.__start = (entry, input) => {
    const base = { appUrl: input.appUrl, config: input.config, payload: {}, axios }
    const target =
      entry === 'initialize'
        ? Object.assign(base, {
            sendResponse: (template, status, variables, background) =>
              send('html', { template: String(template), variables: Array.isArray(variables) ? variables : [], background: background || null }),
            sendData: (items, options) => send('data', { items, options: options || null }),
            sendError: (error) => send('error', { message: errorText(error) }),
          })
        : Object.assign(base, {
            connectionSuccess: () => send('success', {}),
            connectionFailed: (error) => send('failed', { message: errorText(error) }),
          })
    const fn = g[entry]
    if (typeof fn !== 'function') return send('error', { message: 'app.js sets no global.' + entry + '.' })
    Promise.resolve()
      .then(() => fn(target))
      .then(
        () => send('error', { message: entry === 'initialize' ? 'The app finished without a response.' : 'Connection test completed without a response' }),
        (error) => send(entry === 'initialize' ? 'error' : 'failed', { message: errorText(error) }),
      )
  }
})()
`
