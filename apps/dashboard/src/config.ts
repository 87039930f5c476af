/** The API's base URL as the browser sees it: same origin, so that cookies stay first-party. */
export const apiBaseUrl = import.meta.env.VITE_API_BASE_URL || '/api';

/** The support team's address, offered by the help center. */
export const supportEmail = import.meta.env.VITE_SUPPORT_EMAIL || 'support@meridian.example';
