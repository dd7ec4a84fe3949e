export { LiveConnectionIndicator } from './LiveConnectionIndicator';
