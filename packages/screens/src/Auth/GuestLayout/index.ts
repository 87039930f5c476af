export { GuestLayout, type GuestLayoutProps } from './GuestLayout';
