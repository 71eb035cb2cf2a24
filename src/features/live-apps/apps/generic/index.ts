import { httpStatus } from './http-status'
import { ical } from './ical'
import { jsonApi } from './json-api'
import { ping } from './ping'
import { prometheus } from './prometheus'
import { prometheusQuery } from './prometheus-query'
import { rss } from './rss'
import { tcpPort } from './tcp-port'

export const GENERIC = [httpStatus, jsonApi, prometheus, prometheusQuery, rss, ical, tcpPort, ping]
