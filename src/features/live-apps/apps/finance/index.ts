import type { BuiltInApp } from '../../live-app'

export const FINANCE: BuiltInApp[] = []
