export { Dashboard, type DashboardProps } from './Dashboard';
export { REVENUE_PERIODS, type RevenuePeriod } from './chart';
export {
  CHECKLIST_STEPS,
  type ChecklistStep,
  type ChecklistStepId,
  type RecentPaymentView,
  type RevenueBucket,
  type RevenueFigures,
  type RevenueView,
} from './Dashboard.types';
