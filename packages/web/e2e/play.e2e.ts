/**
 * A person against a bot, every step by clicks: the pre-game on the board, selecting a player,
 * moving it, a block with a block die to pick, ending the turn. The Skirmish map (fixtures) puts
 * the two end zones side by side, so the Ogre deployed in front has an opponent to block in turn 1;
 * seed 2 gives the person the first turn, so the bot's play does not change the dice it meets.
 */
import { expect, type Page, test } from '@playwright/test';
import {
  clickPlayer,
  clickSquare,
  clickToBoard,
  FACE_ORDER,
  fastBots,
  finishBlock,
  marked,
  movedOn,
  pregameByClicks,
  prompt,
  ringed,
  shot,
  startGame,
  tokenAt,
  waitTurnOf,
} from './helpers.ts';

const OGRE = 0; // the Bright Blasters' first player

/** Selects a player by clicking its token; the board shows where it can go and whom it can block. */
async function select(page: Page, id: number): Promise<void> {
  await page.getByTestId(`player-${id}`).click();
  await expect(page.getByTestId(`player-${id}`).locator('circle.ring.sel')).toHaveCount(1);
  await expect(page.getByTestId('action-menu')).toBeVisible();
}

test('a person against a bot: pre-game by clicks, select, move, block and pick a die, end the turn', async ({
  page,
}) => {
  await startGame(page, { seed: 2, seats: ['person', 'scripted'], dungeonFile: 'skirmish.txt' });
  await expect(page.getByTestId('board')).toBeVisible();
  await fastBots(page);
  // The Ogre deploys first: put it in the column next to the other end zone.
  await pregameByClicks(page, 0, (s) => Math.abs(s.x - 8.5));
  await expect(page.getByTestId('turn-info')).toContainText('Turn 1');
  await shot(page, 'play-1-deployed');

  // Select a player: its reachable squares are shaded, adjacent opponents ringed as targets.
  const timing = await clickToBoard(page, OGRE);
  console.log(
    `click to board update (select the Ogre): ${timing.mutation.toFixed(1)} ms to the DOM change, ${timing.frame.toFixed(1)} ms to the next frame`,
  );
  await expect(page.getByTestId(`player-${OGRE}`).locator('circle.ring.sel')).toHaveCount(1);
  await expect(page.getByTestId('profile')).toBeVisible();
  const targets = await ringed(page, 'target');
  expect(targets.length).toBeGreaterThan(0);

  // Move: a player in the back row walks to a square that needs no dice.
  let mover = -1;
  let free: { x: number; y: number } | undefined;
  for (const id of await ringed(page, 'pick')) {
    if (id === OGRE) continue;
    await select(page, id);
    free = (await marked(page)).find((s) => s.label === '');
    if (free && (await ringed(page, 'target')).length === 0) {
      mover = id;
      break;
    }
  }
  expect(mover).toBeGreaterThan(OGRE);
  const before = await tokenAt(page, mover);
  const moveClick = Date.now();
  await clickSquare(page, free!.x, free!.y);
  await expect.poll(() => tokenAt(page, mover)).toEqual({ x: free!.x, y: free!.y });
  console.log(`move of one path (declare, then the steps, each animated): ${Date.now() - moveClick} ms`);
  expect(before).not.toEqual(free);
  await expect(prompt(page)).toContainText('Move');
  await page.getByTestId('end-activation').click();
  await waitTurnOf(page, 0, /Select a player to act/);
  await shot(page, 'play-2-moved');

  // Block with the Ogre (ST 5) the weakest opponent next to it: two or three dice, the Ogre's
  // coach picks. Hovering a token shows its profile (and its tackle zone).
  await select(page, OGRE);
  let target = -1;
  let weakest = 99;
  for (const id of await ringed(page, 'target')) {
    await page.getByTestId(`player-${id}`).hover();
    await expect(page.getByTestId('tackle-zone')).toBeVisible();
    const st = Number(await page.getByTestId('profile').locator('tbody td').nth(1).textContent());
    if (st < weakest) [target, weakest] = [id, st];
  }
  await clickPlayer(page, target);
  const dice = page.getByTestId('block-dice');
  await expect(dice).toBeVisible();
  await expect(dice).toContainText('Bright Blasters picks');
  // The coach may re-roll the block dice first (a team re-roll): only when they show one face,
  // which would leave nothing to pick.
  const faces = page.locator('[data-testid^="block-die-"]');
  for (let i = 0; i < 3; i++) {
    const text = await waitTurnOf(page, 0, /Re-roll the block dice|Choose a block die/);
    if (/Choose/.test(text)) break;
    const shown = new Set(await faces.evaluateAll((els) => els.map((e) => e.getAttribute('data-face'))));
    await page.getByTestId(shown.size > 1 ? 'no-reroll' : 'reroll-team').click();
    await movedOn(page, text);
  }
  await expect(prompt(page)).toContainText('Choose a block die');
  await shot(page, 'play-3-block-dice', true);
  expect(await faces.and(page.locator(':enabled')).count()).toBeGreaterThan(1);
  const offered = await faces.evaluateAll((els) => els.map((e) => e.getAttribute('data-face') ?? ''));
  const face = [...offered].sort((x, y) => FACE_ORDER.indexOf(x) - FACE_ORDER.indexOf(y))[0];
  await faces
    .and(page.locator(`[data-face="${face}"]`))
    .first()
    .click();
  await finishBlock(page, 0);
  await expect(page.getByTestId('log')).toContainText('Block result:');
  console.log(`block die picked: ${face}`);
  await shot(page, 'play-4-blocked');

  // End the turn: other players could still act, so the page asks first.
  if (/Click a square/.test((await prompt(page).textContent()) ?? ''))
    await page.getByTestId('end-activation').click();
  await waitTurnOf(page, 0, /Select a player to act/);
  await expect(page.getByTestId('turn-info')).toContainText('Turn 1: Bright Blasters');
  await page.keyboard.press('e');
  await expect(page.getByTestId('confirm-end-turn')).toBeVisible();
  await page.getByTestId('confirm-yes').click();
  // The bot plays its team turn and hands back (turns count team turns).
  await expect(page.getByTestId('turn-info')).toContainText(/Turn 3: Bright Blasters/, { timeout: 30_000 });
  await expect(page.getByTestId('log')).toContainText("End of Bright Blasters' turn");
  await expect(page.getByTestId('log')).toContainText('Turn 2 — Grey Lurkers');
  await shot(page, 'play-5-bot-turn', true);
});
