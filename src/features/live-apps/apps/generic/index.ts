import { httpStatus } from './http-status'

export const GENERIC = [httpStatus]
