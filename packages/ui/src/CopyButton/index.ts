export { CopyButton, type CopyButtonProps, type CopyFunction } from './CopyButton';
