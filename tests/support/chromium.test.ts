// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath, playwrightDisabledFeatures, unusedFeatures } from './chromium';

/** The command line of the browser this process launched: its child whose program is Chromium. */
function browserCommandLine(): string[] {
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      if (parent === process.pid && commandLine.includes('--remote-debugging-pipe')) return commandLine;
    } catch {
      // The process ended while it was read.
    }
  }
  throw new Error('No browser launched by this process');
}

/** The features a command line disables: Chromium reads its last `--disable-features` only. */
const disabledFeatures = (commandLine: string[]) =>
  commandLine
    .filter((arg) => arg.startsWith('--disable-features='))
    .at(-1)
    ?.slice('--disable-features='.length)
    .split(',') ?? [];

async function launchedWith(args: string[]): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args });
  try {
    return browserCommandLine();
  } finally {
    await browser.close();
  }
}

describe('the Chromium the browser suites launch', () => {
  it('still disables every feature Playwright disables, and the ones the suites never use besides', async () => {
    const playwrightDefaults = disabledFeatures(await launchedWith([]));
    expect(playwrightDefaults.length).toBeGreaterThan(0);
    expect(playwrightDisabledFeatures.toSorted()).toEqual(playwrightDefaults.toSorted());
    expect(disabledFeatures(await launchedWith(chromiumArgs)).toSorted()).toEqual(
      [...playwrightDefaults, ...unusedFeatures].toSorted(),
    );
  });
});
