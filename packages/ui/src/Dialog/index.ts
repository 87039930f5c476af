export { Dialog, type DialogProps, type DialogContent } from './Dialog';
