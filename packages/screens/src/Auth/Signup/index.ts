export { Signup, type SignupProps, type SignupValues } from './Signup';
