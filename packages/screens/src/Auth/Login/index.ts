export { Login, type LoginProps, type LoginValues } from './Login';
