/**
 * The flow of a turn as a coach meets it: one confirmed click (a whole path) is taken back by one
 * press of Undo, clicks one at a time by the U key; E with nothing to end says so; a failed dodge
 * is announced by a turnover banner showing the die, and a record keeps who sat at each side, so
 * continuing from it seats the same person and bot.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  answerDie,
  clickPlayer,
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

/** Squares at most two squares apart (a path of two steps at most reaches them). */
const dist = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y));

test('undo: one press takes back one confirmed click (a whole path); E with nothing to end says so', async ({
  page,
}, info) => {
  await startGame(page, { seed: 2, seats: ['person', 'scripted'], dungeonFile: 'skirmish.txt' });
  await fastBots(page);
  // E in the pre-game: nothing to end, and the panel says what is awaited instead.
  await waitTurnOf(page, 0);
  await page.keyboard.press('e');
  await expect(page.getByTestId('click-notice')).toContainText('Nothing to end now');
  await pregameByClicks(page, 0, (s) => Math.abs(s.x - 8.5));
  await waitTurnOf(page, 0, /Select a player to act/);
  const undo = page.getByTestId('undo');
  await expect(undo).toBeDisabled();
  await expect(undo).toHaveAttribute('title', /^Nothing to take back: /);

  // A player with a square two steps away that needs no dice, and one next to it.
  let mover = -1;
  let far: { x: number; y: number } | undefined;
  let from: { x: number; y: number } | null = null;
  for (const id of await ringed(page, 'pick')) {
    if (id === OGRE) continue;
    await select(page, id);
    from = await tokenAt(page, id);
    const free = (await marked(page)).filter((s) => s.label === '' && from);
    far = free.find((s) => dist(s, from!) === 2);
    if (far && free.some((s) => dist(s, from!) === 1)) {
      mover = id;
      break;
    }
  }
  expect(mover).toBeGreaterThan(OGRE);
  // The prompt says what the selected player can do.
  await expect(prompt(page)).toContainText('click a square to move');
  const before = await logText(page);
  await clickSquare(page, far!.x, far!.y);
  await expect.poll(() => tokenAt(page, mover)).toEqual({ x: far!.x, y: far!.y });
  await waitTurnOf(page, 0);
  const moved = await logText(page);
  expect(moved).not.toBe(before);

  // One press: the whole path and its declaration, the log as before the click.
  await expect(undo).toBeEnabled();
  await undo.click();
  await expect.poll(() => tokenAt(page, mover)).toEqual(from);
  await expect.poll(() => logText(page)).toBe(before);
  await waitTurnOf(page, 0, /Select a player to act|click a square to move/);
  await shot(page, `flow-undo-${info.project.name}`, true);

  // Two clicks, two presses of U: the second click's step, then the first click's. The mover
  // is still selected. A first step from which a second needs no die (else U and another).
  const sel = page.getByTestId(`player-${mover}`).locator('circle.ring.sel');
  let one: { x: number; y: number } | undefined;
  let next: { x: number; y: number } | undefined;
  for (const s of (await marked(page)).filter((m) => m.label === '' && dist(m, from!) === 1)) {
    await expect(sel).toHaveCount(1);
    await clickSquare(page, s.x, s.y);
    await expect.poll(() => tokenAt(page, mover)).toEqual({ x: s.x, y: s.y });
    await expect(prompt(page)).toContainText('Move');
    next = (await marked(page)).find((m) => m.label === '' && dist(m, s) === 1);
    if (next) {
      one = s;
      break;
    }
    await page.keyboard.press('u');
    await expect.poll(() => tokenAt(page, mover)).toEqual(from);
  }
  expect(next).toBeDefined();
  await clickSquare(page, next!.x, next!.y);
  await expect.poll(() => tokenAt(page, mover)).toEqual({ x: next!.x, y: next!.y });
  await page.keyboard.press('u');
  await expect.poll(() => tokenAt(page, mover)).toEqual({ x: one!.x, y: one!.y });
  await expect(prompt(page)).toContainText('Move');
  await page.keyboard.press('u');
  await expect.poll(() => tokenAt(page, mover)).toEqual(from);
  await expect.poll(() => logText(page)).toBe(before);
  await expect(undo).toBeDisabled();
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

test('a block: the rolled dice readable at the re-roll question; a push button shows its square on the board', async ({
  page,
}, info) => {
  const touch = !!info.project.use.hasTouch;
  let rollOff = 0;
  const dice: DiceAnswer = (sides, purpose) => {
    if (purpose.includes('roll-off')) return rollOff++ % 2 === 0 ? 6 : 1; // Bright Blasters place first
    if (purpose.includes('coin toss')) return 1;
    if (purpose.includes('block')) return 6; // POW: the target is pushed, then down
    return Math.min(2, sides);
  };
  await startGame(page, {
    seed: 4,
    seats: ['person', 'scripted'],
    dungeonFile: 'skirmish.txt',
    tabletop: true,
  });
  await pregameByClicks(page, 0, (s) => Math.abs(s.x - 8.5), dice);
  await waitTurnOf(page, 0, /Select a player to act/, dice);
  await select(page, OGRE);
  const [target] = await ringed(page, 'target');
  await clickPlayer(page, target);
  const pushes = page.locator('[data-testid^="push-"]');
  let sawRolled = false;
  for (let i = 0; i < 30 && !(await pushes.first().isVisible()); i++) {
    if (await page.getByTestId('dice-dialog').isVisible()) await answerDie(page, dice);
    else if (await page.getByTestId('no-reroll').isVisible()) {
      // Rolled, not to be clicked yet: drawn at full strength, and said so.
      const rolled = page.locator('.die-face.rolled');
      await expect(rolled.first()).toBeVisible();
      expect(await rolled.first().evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      await expect(page.getByTestId('block-dice-state')).toContainText('Rolled');
      sawRolled = true;
      await page.getByTestId('no-reroll').click();
    } else if (await page.locator('.die-face.clickable').first().isVisible())
      await page.locator('.die-face.clickable').first().click();
    else await page.waitForTimeout(100);
  }
  // A team re-roll is there to use: the question came with the dice rolled.
  expect(sawRolled).toBe(true);
  await expect(pushes.first()).toBeVisible();
  const id = (await pushes.first().getAttribute('data-testid'))!;
  const [, x, y] = /push-(\d+)-(\d+)/.exec(id)!;
  // Pointing at the button (focusing it on a touch screen) outlines its square on the board.
  if (touch) await pushes.first().focus();
  else await pushes.first().hover();
  await expect(page.getByTestId('preview')).toHaveAttribute('data-x', x);
  await expect(page.getByTestId('preview')).toHaveAttribute('data-y', y);
  await expect(page.getByTestId('preview')).toHaveAttribute('data-armed', 'false');
  await shot(page, `flow-push-hover-${info.project.name}`, true);
  // The square itself is a choice on the board: one click pushes there (on the token of a
  // player standing there, when the push is a chain push).
  const asked = (await prompt(page).textContent()) ?? '';
  await page.getByTestId(`sq-${x}-${y}`).click({ force: true });
  await expect(prompt(page)).not.toHaveText(asked);
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
