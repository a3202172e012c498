/**
 * Nothing committed by accident, every click explained (issue 20): a click on a shaded square
 * previews the path with its dice and a second click on it moves; a click on an opponent previews
 * the block (dice, who picks, odds) and a second click blocks; a click out of reach, or on a player
 * who has acted, says why; clicking another player ends the activation under way and selects it.
 * On the tablet the taps are touches (no hover); with a mouse, hovering previews too.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import {
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

const preview = (page: Page) => page.getByTestId('preview');
const info = (page: Page) => page.getByTestId('preview-info');
const notice = (page: Page) => page.getByTestId('click-notice');

test('preview a path and confirm it, preview a block, refused clicks say why, switching players ends the activation', async ({
  page,
}, testInfo) => {
  const touch = !!testInfo.project.use.hasTouch;
  const press = (l: Locator) => (touch ? l.tap() : l.click());
  const square = (x: number, y: number) => page.getByTestId(`sq-${x}-${y}`);
  const token = (id: number) => page.getByTestId(`player-${id}`);
  const name = testInfo.project.name;

  await startGame(page, { seed: 2, seats: ['person', 'scripted'], dungeonFile: 'skirmish.txt' });
  await fastBots(page);
  await pregameByClicks(page, 0, (s) => Math.abs(s.x - 8.5));
  await waitTurnOf(page, 0, /Select a player to act/);
  await expect(page.getByTestId('preview-layer')).toHaveAttribute('data-confirm', 'two');

  // A player in the back row with a square it reaches with no dice, and no one to block.
  const pickable = (await ringed(page, 'pick')).filter((id) => id !== OGRE);
  let mover = -1;
  let free: { x: number; y: number; label: string } | undefined;
  let risky: { x: number; y: number; label: string } | undefined;
  for (const id of pickable) {
    await press(token(id));
    await expect(token(id).locator('circle.ring.sel')).toHaveCount(1);
    const squares = await marked(page);
    free = squares.find((s) => s.label === '');
    risky = squares.find((s) => s.label !== '');
    if (free && (await ringed(page, 'target')).length === 0) {
      mover = id;
      break;
    }
  }
  expect(mover).toBeGreaterThan(OGRE);
  const start = await tokenAt(page, mover);

  // A square out of reach: the click says why, and nothing moves.
  const far = (await marked(page)).some((s) => s.x === 1 && s.y === 1);
  // (1,1) on the Skirmish map is a chest: opened from a square next to it.
  if (!far) {
    await press(square(1, 1));
    await expect(notice(page)).toContainText(
      /Out of reach: .+ has \d+ squares? of movement left|A chest: open it from a square next to it/,
    );
  }

  // With a mouse, hovering a shaded square previews it (not yet chosen).
  if (!touch) {
    await square(free!.x, free!.y).hover();
    await expect(preview(page)).toHaveAttribute('data-armed', 'false');
    await expect(page.getByTestId('preview-path')).toBeVisible();
    await expect(info(page)).toContainText('Move to');
  }
  // A square that needs dice: the first click shows the path and marks the dice ("R2+", "D4+").
  if (risky) {
    await press(square(risky.x, risky.y));
    await expect(preview(page)).toHaveAttribute('data-armed', 'true');
    await expect(page.locator('[data-testid^="preview-die-"]').first()).toBeVisible();
    await expect(page.getByTestId('preview-dice')).toContainText(/(rush|dodge|pick up) \d\+/);
    await expect(info(page)).toContainText(risky.label);
    await shot(page, `preview-risky-${name}`, true);
  }
  // Another shaded square moves the preview there; nothing is played yet.
  await press(square(free!.x, free!.y));
  await expect(preview(page)).toHaveAttribute('data-armed', 'true');
  await expect(preview(page)).toHaveAttribute('data-x', String(free!.x));
  await expect(preview(page)).toHaveAttribute('data-y', String(free!.y));
  await expect(info(page)).toContainText('Click it again to confirm');
  expect(await tokenAt(page, mover)).toEqual(start);
  await shot(page, `preview-path-${name}`, true);
  // Escape drops it; the next click previews again, and the second confirms: the player moves.
  await page.keyboard.press('Escape');
  await expect(preview(page)).toHaveCount(touch ? 0 : 1);
  await press(square(free!.x, free!.y));
  await expect(preview(page)).toHaveAttribute('data-armed', 'true');
  await press(square(free!.x, free!.y));
  await expect.poll(() => tokenAt(page, mover)).toEqual({ x: free!.x, y: free!.y });
  await expect(prompt(page)).toContainText('Move');

  // Another player clicked while this one acts: the activation ends, the other is selected.
  const other = pickable.find((id) => id !== mover)!;
  await press(token(other));
  await waitTurnOf(page, 0, /click a square to move/);
  await expect(token(other).locator('circle.ring.sel')).toHaveCount(1);
  // The one who moved has acted: a click on it says so.
  await press(token(mover));
  await expect(notice(page)).toContainText('has already acted this turn');

  // E with an activation under way ends it (no question asked), not the turn.
  await press(page.getByTestId('menu-move'));
  await expect(prompt(page)).toContainText('Move');
  await page.keyboard.press('e');
  await waitTurnOf(page, 0, /Select a player to act/);
  await expect(page.getByTestId('confirm-end-turn')).toHaveCount(0);
  await expect(page.getByTestId('turn-info')).toContainText('Turn 1');

  // A block previewed: the dice, who picks and the odds before anything is rolled.
  await press(token(OGRE));
  await expect(token(OGRE).locator('circle.ring.sel')).toHaveCount(1);
  const [target] = await ringed(page, 'target');
  expect(target).toBeDefined();
  await press(token(target));
  await expect(preview(page)).toHaveAttribute('data-armed', 'true');
  await expect(page.getByTestId('preview-tag')).toContainText(/\d dice?, (you|they) pick/);
  await expect(info(page)).toContainText(/\d+% they go down, \d+% you do/);
  await expect(page.getByTestId('block-dice')).toHaveCount(0);
  await shot(page, `preview-block-${name}`, true);
  await press(token(target));
  await expect(page.getByTestId('block-dice')).toBeVisible();
  // Dice rolled but not to be clicked (a re-roll first, or the other coach picks): not faded.
  for (const face of await page.locator('.die-face.rolled').all())
    expect(await face.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
});

test("a blitz's path: squares with no movement left for the block are hatched and the preview says so", async ({
  page,
}, testInfo) => {
  const touch = !!testInfo.project.use.hasTouch;
  const press = (l: Locator) => (touch ? l.tap() : l.click());
  await startGame(page, { seed: 2, seats: ['person', 'scripted'], dungeonFile: 'skirmish.txt' });
  await fastBots(page);
  await pregameByClicks(page, 0, (s) => Math.abs(s.x - 8.5));
  await waitTurnOf(page, 0, /Select a player to act/);
  // The player with the most room to move.
  let blitzer = -1;
  let room = 0;
  for (const id of await ringed(page, 'pick')) {
    const t = page.getByTestId(`player-${id}`);
    if ((await t.locator('circle.ring.sel').count()) === 0) await press(t);
    await expect(t.locator('circle.ring.sel')).toHaveCount(1);
    const n = (await marked(page)).length;
    if (n > room) [blitzer, room] = [id, n];
  }
  const chosen = page.getByTestId(`player-${blitzer}`);
  if ((await chosen.locator('circle.ring.sel').count()) === 0) await press(chosen);
  await expect(chosen.locator('circle.ring.sel')).toHaveCount(1);
  await press(page.getByTestId('menu-blitz'));
  // The pick asks for a player, not a receiver.
  await expect(page.getByTestId('pick')).toContainText('click the opponent to target');
  const [target] = await ringed(page, 'target');
  const targetToken = page.getByTestId(`player-${target}`);
  await press(targetToken);
  await expect(preview(page)).toHaveAttribute('data-armed', 'true');
  await press(targetToken);
  await expect(prompt(page)).toContainText('Blitz');
  const hatched = page.locator('[data-testid^="no-block-"]');
  await expect(hatched.first()).toBeAttached();
  const [, x, y] = /no-block-(\d+)-(\d+)/.exec((await hatched.first().getAttribute('data-testid'))!)!;
  await press(page.getByTestId(`sq-${x}-${y}`));
  await expect(preview(page)).toHaveAttribute('data-armed', 'true');
  await expect(info(page)).toContainText('no movement left to block from here');
  await shot(page, `preview-blitz-no-block-${testInfo.project.name}`, true);
});
