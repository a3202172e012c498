/**
 * The picture in the README: a game on the Great Hall in progress, from a coach's seat. Two bots
 * play a game (seed 2); its replay is stopped at a team turn in the middle and continued with
 * people at both sides, and a player of the side to move is selected, so the board shows where it
 * can go, with the side panel beside it. `UPDATE_SCREENSHOT=1` writes docs/images/screenshot.png;
 * otherwise the picture goes with the other test artifacts.
 */
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { clickToBoard, fastBots, marked, ringed, SHOTS, startGame, waitTurnOf } from './helpers.ts';

const TURN = Number(process.env.SCREENSHOT_TURN ?? 10);

test('a game in progress: board, tokens, chests, reachable squares and the side panel', async ({ page }) => {
  await startGame(page, { seed: 2, seats: ['scripted', 'scripted'], turnLimit: 20 });
  await fastBots(page);
  await expect(page.getByTestId('game-over')).toBeVisible({ timeout: 45_000 });
  await page.getByTestId('game-over-replay').click();

  const turn = page.getByTestId('replay-turn');
  const option = turn.locator('option', { hasText: `Turn ${TURN}:` });
  const label = (await option.textContent()) ?? '';
  await turn.selectOption((await option.getAttribute('value')) ?? '');
  for (const i of [0, 1]) await page.getByTestId(`replay-seat-${i}`).selectOption('person');
  await page.getByTestId('replay-continue').click();
  const team = label.includes('Bright Blasters') ? 0 : 1;
  await waitTurnOf(page, team, /Select a player to act/);

  // Select the player with the most squares to go to without dice (then the shading runs from
  // green through yellow to red).
  let best = -1;
  let most = -1;
  let score = -1;
  for (const id of await ringed(page, 'pick')) {
    await page.getByTestId(`player-${id}`).click();
    const squares = await marked(page);
    const s = squares.filter((x) => x.label === '').length * 1000 + squares.length;
    if (s > score) [best, most, score] = [id, squares.length, s];
    await page.keyboard.press('Escape');
  }
  const timing = await clickToBoard(page, best);
  console.log(
    `click to board update (Great Hall, select a player with ${most} squares to go to): ${timing.mutation.toFixed(1)} ms to the DOM change, ${timing.frame.toFixed(1)} ms to the next frame`,
  );
  await page.getByTestId(`player-${best}`).hover();
  await expect(page.getByTestId('profile')).toBeVisible();
  expect(most).toBeGreaterThan(0);
  await page.mouse.move(0, 0);
  const path = process.env.UPDATE_SCREENSHOT
    ? join(import.meta.dirname, '..', '..', '..', 'docs', 'images', 'screenshot.png')
    : join(SHOTS, 'readme.png');
  await page.screenshot({ path, animations: 'disabled' });
  console.log(`screenshot (${label}, player ${best} selected): ${path}`);
});
