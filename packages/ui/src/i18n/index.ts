export { messagesIn, type ScopedMessage } from './messagesIn';
