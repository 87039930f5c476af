export { ServerError, type ServerErrorProps } from './ServerError';
