import { t } from 'elysia'
import { defineApp } from '../../app-definition'

// Paperless-ngx REST API: an auth token (My profile → API auth token) as "Authorization: Token …".
export const paperlessNgx = defineApp({
  id: 'paperless-ngx',
  name: 'Paperless-ngx',
  category: 'productivity',
  description: 'Documents in your archive and in your inbox, with tags and correspondents, from Paperless-ngx.',
  expected: 'a Paperless-ngx server',
  docs: 'https://docs.paperless-ngx.com/api/',
  api: 'REST',
  repo: 'https://github.com/paperless-ngx/paperless-ngx',
  license: 'GPL-3.0',
  logo: { simpleIcon: 'paperlessngx', initials: 'Pn', colour: '#17541f' },
  config: [{ name: 'token', label: 'API token', type: 'password', required: true, placeholder: 'My profile → API auth token' }],
  auth: { style: 'header', header: 'authorization', value: 'Token {token}' },
  requests: {
    statistics: {
      path: 'api/statistics/',
      answer: t.Object({
        documents_total: t.Number(),
        documents_inbox: t.Union([t.Number(), t.Null()]),
        tag_count: t.Optional(t.Number()),
        correspondent_count: t.Optional(t.Number()),
        document_type_count: t.Optional(t.Number()),
        character_count: t.Optional(t.Number()),
      }),
    },
  },
  datapoints: [
    { key: 'documents', label: 'Documents', icon: 'file-text', format: 'count', default: true, read: (a) => a.statistics.documents_total },
    { key: 'inbox', label: 'In the inbox', icon: 'inbox', format: 'count', default: true, read: (a) => a.statistics.documents_inbox },
    { key: 'tags', label: 'Tags', icon: 'tag', format: 'count', read: (a) => a.statistics.tag_count },
    { key: 'correspondents', label: 'Correspondents', icon: 'users', format: 'count', read: (a) => a.statistics.correspondent_count },
    { key: 'documentTypes', label: 'Document types', icon: 'category', format: 'count', read: (a) => a.statistics.document_type_count },
    { key: 'characters', label: 'Characters', icon: 'letter-case', format: 'count', read: (a) => a.statistics.character_count },
  ],
})
