/**
 * What a field that cannot read the amount typed carries: forms refuse to submit while one does.
 * A module of its own, so that a form that only looks for it does not bring the field's code.
 */
export const UNREADABLE_AMOUNT_ATTRIBUTE = 'data-unreadable-amount';
