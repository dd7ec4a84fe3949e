export {
  defineMessages,
  messagesReady,
  setLanguage,
  currentLanguage,
  subscribeToLanguage,
} from './registry';
export type { CompiledTexts } from './registry';
export { lazy, withTexts } from './lazy';
