/**
 * What a person does, counted: each click, each field typed into and each key pressed is one
 * action. A journey test goes through the page with these rather than the locators' own
 * methods, and asserts the total (and each part's) against the product's goal.
 */
import type { Locator } from '@playwright/test';

export interface Actions {
  click: (target: Locator) => Promise<void>;
  fill: (target: Locator, value: string) => Promise<void>;
  press: (target: Locator, key: string) => Promise<void>;
  /** Actions counted so far. */
  readonly count: number;
  /** What was counted, in order, for a failure's message. */
  readonly log: readonly string[];
}

export function countActions(): Actions {
  const log: string[] = [];
  const counted = async (what: string, act: () => Promise<void>) => {
    log.push(what);
    await act();
  };
  return {
    click: (target) => counted(`click ${target}`, () => target.click()),
    fill: (target, value) => counted(`fill ${target}`, () => target.fill(value)),
    press: (target, key) => counted(`press ${key} in ${target}`, () => target.press(key)),
    get count() {
      return log.length;
    },
    log,
  };
}
