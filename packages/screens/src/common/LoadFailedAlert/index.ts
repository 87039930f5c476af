export { LoadFailedAlert, type LoadFailedAlertProps } from './LoadFailedAlert';
