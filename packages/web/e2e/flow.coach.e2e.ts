/**
 * The flow of a turn as a coach meets it: a step that rolled no die is taken back (the Undo button,
 * then the U key), a failed dodge is announced by a turnover banner showing the die, and a record
 * keeps who sat at each side, so continuing from it seats the same person and bot.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  answerDie,
  clickSquare,
  type DiceAnswer,
  fastBots,
  marked,
  pregameByClicks,
  prompt,
  ringed,
  shot,
  startGame,
  tokenAt,
  waitTurnOf,
} from './helpers.ts';

const OGRE = 0; // the Bright Blasters' first player

const logText = (page: Page) => page.getByTestId('log').textContent();

/** Selects a player by clicking its token (the action menu opens). */
async function select(page: Page, id: number): Promise<void> {
  await page.getByTestId(`player-${id}`).click();
  await expect(page.getByTestId(`player-${id}`).locator('circle.ring.sel')).toHaveCount(1);
}

const near = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) === 1;

test('undo: a step that rolled no die is taken back, then its declaration; the log as before', async ({
  page,
}, info) => {
  await startGame(page, { seed: 2, seats: ['person', 'scripted'], dungeonFile: 'skirmish.txt' });
  await fastBots(page);
  await pregameByClicks(page, 0, (s) => Math.abs(s.x - 8.5));
  await waitTurnOf(page, 0, /Select a player to act/);
  await expect(page.getByTestId('undo')).toBeDisabled();

  // A player with a square next to it that needs no dice.
  let mover = -1;
  let to: { x: number; y: number } | undefined;
  let from: { x: number; y: number } | null = null;
  for (const id of await ringed(page, 'pick')) {
    if (id === OGRE) continue;
    await select(page, id);
    from = await tokenAt(page, id);
    to = (await marked(page)).find((s) => s.label === '' && from && near(s, from));
    if (to) {
      mover = id;
      break;
    }
  }
  expect(mover).toBeGreaterThan(OGRE);
  const before = await logText(page);
  await clickSquare(page, to!.x, to!.y);
  await expect.poll(() => tokenAt(page, mover)).toEqual({ x: to!.x, y: to!.y });
  await waitTurnOf(page, 0);
  const moved = await logText(page);
  expect(moved).not.toBe(before);

  // The step: back where it stood, its log line gone; the declaration stays.
  await expect(page.getByTestId('undo')).toBeEnabled();
  await page.getByTestId('undo').click();
  await expect.poll(() => tokenAt(page, mover)).toEqual(from);
  await expect.poll(() => logText(page)).not.toBe(moved);
  await expect(prompt(page)).toContainText('Move');
  await shot(page, `flow-undo-${info.project.name}`, true);

  // The declaration, by the key: nobody is acting, the log as it was before the move.
  await page.keyboard.press('u');
  await waitTurnOf(page, 0, /Select a player to act/);
  await expect.poll(() => logText(page)).toBe(before);
  await expect(page.getByTestId('undo')).toBeDisabled();
});

test('a failed dodge: a turnover banner with the die, over the board without blocking it', async ({
  page,
}, info) => {
  let rollOff = 0;
  const dice: DiceAnswer = (sides, purpose) => {
    if (purpose.includes('roll-off')) return rollOff++ % 2 === 0 ? 6 : 1; // Bright Blasters place first
    if (purpose.includes('coin toss')) return 1;
    if (purpose.includes('dodge')) return 1;
    if (purpose.includes('armour')) return 1;
    return Math.min(4, sides);
  };
  await startGame(page, {
    seed: 4,
    seats: ['person', 'scripted'],
    dungeonFile: 'skirmish.txt',
    tabletop: true,
  });
  await pregameByClicks(page, 0, (s) => Math.abs(s.x - 8.5), dice);
  await waitTurnOf(page, 0, /Select a player to act/, dice);

  // The Ogre stands next to an opponent: a step away is a dodge (its square shows a chance).
  await select(page, OGRE);
  const at = (await tokenAt(page, OGRE))!;
  const away = (await marked(page)).find((s) => s.label !== '' && near(s, at));
  expect(away).toBeDefined();
  await clickSquare(page, away!.x, away!.y);
  // The dodge typed as a 1 fails; no re-roll; the armour holds.
  const banner = page.locator('[data-testid="banner"][data-kind="turnover"]');
  for (let i = 0; i < 20 && !(await banner.isVisible()); i++) {
    if (await page.getByTestId('dice-dialog').isVisible()) await answerDie(page, dice);
    else if (await page.getByTestId('no-reroll').isVisible()) await page.getByTestId('no-reroll').click();
    else await page.waitForTimeout(100);
  }
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('Turnover');
  await expect(banner.getByTestId('banner-die')).toHaveAttribute('data-value', '1');
  await expect(page.getByTestId('banners')).toHaveAttribute('aria-live', 'polite');
  await shot(page, `flow-turnover-banner-${info.project.name}`, true);
  // Not in the way: a click on the board under it still reaches the board.
  expect(await page.getByTestId('banners').evaluate((el) => getComputedStyle(el).pointerEvents)).toBe('none');
  // It goes after a few seconds.
  await expect(banner).toBeHidden({ timeout: 6_000 });
});

test('a record keeps the seats: continuing from it seats the same person and bot', async ({ page }) => {
  await startGame(page, { seed: 2, seats: ['person', 'scripted'], dungeonFile: 'skirmish.txt' });
  await expect(page.getByTestId('board')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('download-record').click();
  const file = await (await download).path();
  expect(JSON.parse(readFileSync(file, 'utf8')).seats).toEqual(['person', 'scripted']);

  await page.getByTestId('new-game').click();
  await page.getByTestId('ng-open-record').setInputFiles(file);
  await expect(page.getByTestId('replay-continue-box')).toBeVisible();
  await expect(page.getByTestId('replay-seat-0')).toHaveValue('person');
  await expect(page.getByTestId('replay-seat-1')).toHaveValue('scripted');
  await page.getByTestId('replay-continue').click();
  // A bot sits at a side: its speed and pause are offered; the person decides the pre-game.
  await expect(page.getByTestId('bot-speed')).toBeVisible();
  await waitTurnOf(page, 0);
});
