import { t } from 'elysia'
import { defineApp } from '../../app-definition'
import { formatDate } from '../../format'
import { answered, type Service, unexpected } from '../../live-app'
import { linkPath, pathField } from './values.shared'

// An RSS 0.9x/1.0/2.0 or Atom 1.0 feed, read by htmlparser2's feed parser (loaded on first use): its title and
// newest items. Anything that parses as no feed (an HTML page, JSON, a truncated document) is a card error.
const SERVICE: Service = { name: 'RSS/Atom feed', expected: 'an RSS or Atom feed' }
const Item = t.Object({ title: t.String(), published: t.Union([t.String(), t.Null()]) })

/** A feed's title and items, newest first (feeds usually are; some list oldest first). */
async function readFeed(text: string) {
  const { parseFeed } = await import('htmlparser2')
  const feed = parseFeed(text, { xmlMode: true })
  if (!feed) throw unexpected(SERVICE)
  const items = feed.items.map((i) => ({ title: i.title?.trim() || i.link || 'Untitled', published: i.pubDate?.toISOString() ?? null }))
  items.sort((a, b) => (b.published ?? '').localeCompare(a.published ?? ''))
  return { title: feed.title?.trim() ?? '', items }
}

export const rss = defineApp({
  id: 'rss',
  name: SERVICE.name,
  category: 'generic',
  description: "A feed's title, its newest item and when it was published, and the latest items in the detail view (RSS 0.9x, 1.0, 2.0 and Atom 1.0).",
  expected: SERVICE.expected,
  docs: 'https://www.rssboard.org/rss-specification',
  api: 'RSS 2.0, Atom 1.0',
  repo: null,
  license: 'MIT',
  logo: { simpleIcon: 'rss', initials: 'RSS', colour: '#ee802f' },
  config: [pathField("Feed path under the link's address", "e.g. feed.xml (empty: the link's address is the feed)")],
  auth: { style: 'none' },
  requests: { feed: { path: '', answer: t.Object({ title: t.String(), items: t.Array(Item) }) } },
  hooks: {
    async load(api, ctx) {
      const answer = await api.raw(linkPath(ctx.config), { headers: { accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, */*;q=0.5' } })
      return { feed: await readFeed(answered(answer, SERVICE).text) }
    },
  },
  datapoints: [
    { key: 'latest', label: 'Latest', icon: 'news', format: 'text', default: true, read: (a) => a.feed.items[0]?.title },
    { key: 'published', label: 'Published', icon: 'calendar', format: 'date', default: true, read: (a) => a.feed.items[0]?.published },
    { key: 'items', label: 'Items', icon: 'list', format: 'count', default: true, read: (a) => a.feed.items.length },
    { key: 'title', label: 'Feed', icon: 'rss', format: 'text', read: (a) => a.feed.title },
  ],
  detail: {
    kind: 'items',
    read: (a) => a.feed.items.map((i) => ({ title: i.title, ...(i.published ? { subtitle: formatDate(i.published) } : {}) })),
  },
})
