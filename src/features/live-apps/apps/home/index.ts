import { homeAssistant } from './home-assistant'

export const HOME = [homeAssistant]
