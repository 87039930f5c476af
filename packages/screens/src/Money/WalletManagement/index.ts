export { WalletManagement, type WalletManagementProps, type WalletManagementErrorKey } from './WalletManagement';
export type { WalletEditValues } from './WalletManagementEditDialog';
