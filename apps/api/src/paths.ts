import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (the one holding migrations/ and data/). This module sits one level
 * below it in src/, and so does the production bundle in dist/: the same URL works for both.
 */
export const API_DIR = fileURLToPath(new URL('../', import.meta.url));
