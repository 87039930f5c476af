export { Alert, Banner, type AlertProps, type AlertTone, type BannerProps } from './Alert';
