import type { FakeApp } from './fake-app'

export const FINANCE_FAKES: Record<string, FakeApp> = {}
