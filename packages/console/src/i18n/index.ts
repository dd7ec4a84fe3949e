export {
  defineMessages,
  messagesReady,
  setLanguage,
  currentLanguage,
  subscribeToLanguage,
} from './registry';
export { lazy, withTexts } from './lazy';
