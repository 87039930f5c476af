export { Dashboard, type DashboardProps } from './Dashboard';
export { DashboardLoading } from './DashboardLoading';
export {
  CHECKLIST_STEPS,
  type ChecklistStep,
  type ChecklistStepId,
  type RecentPaymentView,
  type RevenueBucket,
  type RevenueFigures,
  type RevenueView,
} from './Dashboard.types';
