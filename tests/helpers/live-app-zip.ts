// An app in Astroluma's ZIP format, made for tests: a counter that reads {items, name} from <appUrl>/stats with a
// Basic-auth API key and fills a template (which also carries script the server must strip).
import { strToU8, zipSync, type Zippable } from 'fflate'

export const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) =>
  c.charCodeAt(0),
)

const COUNTER_JS = `
const Buffer = require('buffer').Buffer;
const headers = (key) => ({ headers: { Authorization: 'Basic ' + Buffer.from(':' + key).toString('base64') } });
const connectionTest = async (tester) => {
  try {
    const res = await tester.axios.get(tester.appUrl + '/stats', headers(tester.config.apiKey));
    if (res.status === 200) await tester.connectionSuccess(); else await tester.connectionFailed('Invalid response');
  } catch (error) { await tester.connectionFailed(error); }
};
const initialize = async (application) => {
  try {
    const res = await application.axios.get(application.appUrl + '/stats', headers(application.config.apiKey));
    await application.sendResponse('response.tpl', 200, [{ key: '{{items}}', value: res.data.items }, { key: '{{name}}', value: res.data.name }]);
  } catch (error) { await application.sendError(error); }
};
global.initialize = initialize;
global.connectionTest = connectionTest;
`

export function appZip(
  opts: { appId?: string; appName?: string; version?: string; packageName?: string; js?: string; extra?: Zippable; folder?: string } = {},
) {
  const appId = opts.appId ?? 'org.example.counter'
  const files: Zippable = {
    'manifest.json': strToU8(
      JSON.stringify({
        appName: opts.appName ?? 'Counter',
        appId,
        appIcon: 'logo.png',
        description: 'Counts things.',
        alwaysShowDetailedView: true,
        autoRefreshAfterSeconds: 30,
        config: [
          { name: 'overrideurl', label: 'Counter URL', type: 'string', required: false },
          { name: 'apiKey', label: 'API key', type: 'password', required: true },
        ],
      }),
    ),
    'package.json': strToU8(JSON.stringify({ name: opts.packageName ?? appId, version: opts.version ?? '1.0.0', dependencies: { moment: '^2' } })),
    'app.js': strToU8(opts.js ?? COUNTER_JS),
    'templates/response.tpl': strToU8(
      '<table><tr><td>Items</td><td>{{items}}</td></tr><tr><td>{{name}}</td></tr></table><script>alert(1)</script><img src=x onerror="alert(2)">',
    ),
    'templates/m-response.tpl': strToU8('<div class="full">All {{items}} items</div>'),
    'public/logo.png': PNG,
    ...opts.extra,
  }
  return zipSync(opts.folder ? { [opts.folder]: files } : files)
}

/**
 * The archive with one entry renamed in its local header only (same length): what a ZIP-slip archive does, its checked
 * central directory saying one path and the bytes the inflater reads another.
 */
export function renamedLocally(zip: Uint8Array, from: string, to: string): Uint8Array {
  if (from.length !== to.length) throw new Error('the names must have the same length')
  const out = zip.slice()
  const view = new DataView(out.buffer)
  const wanted = strToU8(from)
  for (let i = 0; i + 30 < out.length; i++)
    if (view.getUint32(i, true) === 0x04034b50 && view.getUint16(i + 26, true) === wanted.length) {
      const name = out.subarray(i + 30, i + 30 + wanted.length)
      if (name.every((b, k) => b === wanted[k])) {
        name.set(strToU8(to))
        return out
      }
    }
  throw new Error(`no local header named ${from}`)
}
