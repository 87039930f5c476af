export { WalletManagement, type WalletManagementProps, type WalletManagementErrorKey } from './WalletManagement';
