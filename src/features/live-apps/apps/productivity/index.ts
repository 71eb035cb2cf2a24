import { gitea } from './gitea'

export const PRODUCTIVITY = [gitea]
