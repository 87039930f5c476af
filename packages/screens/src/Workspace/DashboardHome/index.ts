export { DashboardHome, type DashboardHomeProps } from './DashboardHome';
