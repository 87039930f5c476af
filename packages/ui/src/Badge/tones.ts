import { TONES } from '../theme/vocabulary';

/** A badge's colour roles: every tone, and `accent` for a highlight that is not a state (a tier, a type). */
export const BADGE_TONES = [...TONES, 'accent'] as const;
export type BadgeTone = (typeof BADGE_TONES)[number];
