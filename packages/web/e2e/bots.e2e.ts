/**
 * Bot against bot to the end: the scripted bot plays both sides of a game on the Great Hall at
 * full speed (seed 2 ends in a touchdown within seconds; the turn limit only bounds it should the
 * bot change); the game-over screen names the result and the record downloads.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { fastBots, shot, startGame } from './helpers.ts';

test('bot against bot plays to the end and shows the game-over screen', async ({ page }) => {
  await startGame(page, { seed: 2, seats: ['scripted', 'scripted'], turnLimit: 20 });
  await expect(page.getByTestId('board')).toBeVisible();
  await fastBots(page);
  const over = page.getByTestId('game-over');
  await expect(over).toBeVisible({ timeout: 45_000 });
  const result = (await page.getByTestId('game-result').textContent()) ?? '';
  console.log(`bot against bot: ${result}, winner '${await over.getAttribute('data-winner')}'`);
  expect(result).toMatch(/win|draw/i);
  await shot(page, 'bots-game-over', true);

  // The record of the finished game: every action, and the result.
  const download = page.waitForEvent('download');
  await page.getByTestId('game-over-download').click();
  const file = await (await download).path();
  const record = JSON.parse(readFileSync(file, 'utf8'));
  expect(record.actions.length).toBeGreaterThan(20);
  expect(record.result).toBeTruthy();

  // "Look at the board" closes the screen and leaves the final position.
  await page.getByTestId('game-over-close').click();
  await expect(over).toBeHidden();
  await shot(page, 'bots-final-board');
  // The top bar's Result brings the screen back; a game ended by the turn limit says the rule.
  await page.getByTestId('show-result').click();
  await expect(over).toBeVisible();
  if (/turn limit/.test(result))
    await expect(page.getByTestId('game-over-rule')).toContainText('at the turn limit: the team nearest');
});
