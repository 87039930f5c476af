/**
 * What the story suite runs inside the preview once a story has rendered, installed on the page
 * as an init script (`installStoryChecks`) so that one call into the page switches the story,
 * waits for its render, reads what it drew and runs axe: each call into the page costs the browser
 * and the test process a round trip, and every test made two or three.
 */
import type AxeCore from 'axe-core';

export interface StoryEvent {
  type: string;
  detail: string;
}

export interface Drawn {
  bottom: number;
  markup: string;
  width: number;
  height: number;
}

/** axe's run for a variant: the rules it leaves out, whether it preloads, and its colour rules. */
export interface AxeRequest {
  disabled: string[];
  preload: boolean;
  colourRules: string[];
  /**
   * The English markup of the story: when the drawn markup is exactly it, only `colourRules` run
   * (the dark theme: every other rule has passed on the same page in English).
   */
  englishMarkup?: string;
}

export interface StoryChecked {
  events: StoryEvent[];
  drawn: Drawn;
  /** axe's violations, one line each; undefined when no axe run was asked for. */
  violations?: string[];
  /** Whether only the colour rules ran. */
  onlyColours: boolean;
}

export interface CheckingWindow {
  __storyEnded(storyId: string): Promise<StoryEvent[]>;
  __checkStory(storyId: string, axe: AxeRequest | undefined): Promise<StoryChecked>;
}

/**
 * Defines `__checkStory(storyId, axe)`: once the story's render has ended (`__storyEnded`, from
 * the suite's event recorder), what it drew (`inspect`) and, when asked, axe's violations.
 * Self-contained: Playwright sends its source to the page.
 */
export function installStoryChecks() {
  /**
   * What the story drew, read in one pass over its own elements (its root and what it portals
   * into the body, without Storybook's elements):
   * - `markup`: their HTML with the generated ids numbered in order of appearance, without empty
   *   style attributes, and the theme's class and name written the same in both themes, so that two renders of the
   *   same markup compare equal whatever ids React and react-aria handed out, and a dark render
   *   compares equal to the light one when only the theme differs;
   * - `bottom`: how far down the page its lowest visible box reaches, in CSS pixels from the top
   *   of the document;
   * - `width` and `height`: the page's, in CSS pixels.
   * Web fonts are loaded first.
   */
  const inspect = async (): Promise<Drawn> => {
    await document.fonts.ready;
    const ours = [...document.body.children].filter(
      (element) =>
        element.tagName !== 'SCRIPT' &&
        element.tagName !== 'STYLE' &&
        !element.classList.contains('sb-wrapper') &&
        !(element.id.startsWith('storybook-') && element.id !== 'storybook-root'),
    );
    // A visually hidden element (1x1 or smaller, or clipped away: react-aria's live announcer, a
    // hidden native input) paints nothing, and neither does what it clips. It does not count as a
    // box: the announcer, once created, stays in the body for the stories that follow, which would
    // otherwise make the area depend on the story that ran before.
    const clipped = (node: Element) => {
      const style = getComputedStyle(node);
      return (
        style.overflow !== 'visible' ||
        style.clip.replace(/\s/g, '') === 'rect(0px,0px,0px,0px)' ||
        style.clipPath === 'inset(50%)'
      );
    };
    let bottom = 0;
    const measure = (node: Element) => {
      const box = node.getBoundingClientRect();
      if (box.width <= 1 && box.height <= 1) {
        if (clipped(node)) return;
      } else if (box.width > 0 || box.height > 0) {
        bottom = Math.max(bottom, box.bottom + window.scrollY);
      }
      for (const child of node.children) measure(child);
    };
    for (const element of ours) measure(element);
    const ids = new Map<string, string>();
    // ThemeProvider's wrapper names the theme twice: its class and `data-theme`.
    const themeClasses = new Set([...document.querySelectorAll('[data-theme]')].map((element) => element.className));
    let markup = ours
      .map((element) => element.outerHTML)
      .join('\n')
      .replace(/react-aria\d+-|_r_[0-9a-z]+_|«r[0-9a-z]+»/g, (id) => {
        if (!ids.has(id)) ids.set(id, `id${ids.size}`);
        return ids.get(id)!;
      })
      .replace(/ data-theme="(light|dark)"/g, ' data-theme="(theme)"')
      // An empty style attribute draws nothing: the screenshot's caret hiding leaves one on the
      // story's inputs, and the dark variant reads the markup after the English screenshot.
      .replace(/ style=""/g, '');
    for (const name of themeClasses) if (name) markup = markup.split(`class="${name}"`).join('class="(theme)"');
    return {
      bottom,
      markup,
      width: document.documentElement.clientWidth,
      height: document.documentElement.scrollHeight,
    };
  };

  const runAxe = async ({ disabled, preload, colourRules, englishMarkup }: AxeRequest, markup: string) => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const onlyColours = englishMarkup === markup;
    const rules = Object.fromEntries(disabled.map((id) => [id, { enabled: false }]));
    // react-aria's live announcer (an invisible region in the body) keeps what it announced
    // for 7 s, by reference: a pending button's label, say, after its dialog has closed. It
    // is no part of the story, and a label it still points to may be gone.
    const result = await axe.run(
      { include: [document], exclude: ['[data-live-announcer]'] },
      onlyColours
        ? { preload, resultTypes: ['violations'], runOnly: { type: 'rule', values: colourRules } }
        : { preload, resultTypes: ['violations'], rules },
    );
    const violations = result.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
    return { violations, onlyColours };
  };

  const checkStory = async (storyId: string, axe: AxeRequest | undefined): Promise<StoryChecked> => {
    const events = await (window as unknown as CheckingWindow).__storyEnded(storyId);
    const drawn = await inspect();
    if (!axe) return { events, drawn, onlyColours: false };
    return { events, drawn, ...(await runAxe(axe, drawn.markup)) };
  };
  Object.assign(window, { __checkStory: checkStory });
}
