/** The API's base URL as the browser sees it: same origin, so that cookies stay first-party. */
export const apiBaseUrl = import.meta.env.VITE_API_BASE_URL || '/api';

/** The support team's address, offered by the help center. */
export const supportEmail = import.meta.env.VITE_SUPPORT_EMAIL || 'support@meridian.example';

/**
 * The live chat provider's page for merchants, opened by the help center's "Start a chat". Empty
 * until a chat service is configured: the help center then says to email support instead.
 */
export const supportChatUrl = import.meta.env.VITE_SUPPORT_CHAT_URL?.trim() || '';

/**
 * The network test links are paid on, as the help center names it: the local test chain in a
 * local run (the development server, or a build for the local chain), else Moonbase Alpha. The
 * API uses the local chain only outside production, when one runs (`CHAIN_RPC_1281`).
 */
export const testNetwork: 'local' | 'moonbaseAlpha' =
  import.meta.env.MODE === 'development' || import.meta.env.VITE_CHAIN_RPC_1281 ? 'local' : 'moonbaseAlpha';
