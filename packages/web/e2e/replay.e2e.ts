/**
 * Replaying a saved record: a short bot game is played and its record downloaded, then opened from
 * the new-game screen; the replay steps forward and back (buttons and arrow keys), jumps to a team
 * turn, and continues the game from there with people at both sides.
 */
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { fastBots, shot, startGame, waitTurnOf } from './helpers.ts';

const stepText = (page: Page) => page.getByTestId('replay-step');
const tokens = (page: Page) => page.getByTestId('board').locator('g.token');

test('a saved record replays step by step, jumps to a turn and continues from there', async ({ page }) => {
  // A record to open: two team turns each, bot against bot.
  await startGame(page, { seed: 3, seats: ['scripted', 'scripted'], turnLimit: 2 });
  await fastBots(page);
  await expect(page.getByTestId('game-over')).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page.getByTestId('game-over-download').click();
  const file = await (await download).path();
  const steps = JSON.parse(readFileSync(file, 'utf8')).actions.length as number;
  await page.getByTestId('game-over-new').click();

  await page.getByTestId('ng-open-record').setInputFiles(file);
  await expect(page.getByTestId('replay-controls')).toBeVisible();
  await expect(page.getByTestId('replay-error')).toHaveCount(0);
  // It opens at the end: the final position and the result.
  await expect(stepText(page)).toHaveText(`Step ${steps} of ${steps}`);
  await expect(page.getByTestId('replay-result')).toContainText('Game over');

  // The start: nobody deployed yet.
  await page.getByTestId('replay-first').click();
  await expect(stepText(page)).toHaveText(`Step 0 of ${steps}`);
  await expect(tokens(page)).toHaveCount(0);
  for (let i = 0; i < 3; i++) await page.getByTestId('replay-forward').click();
  await expect(stepText(page)).toHaveText(`Step 3 of ${steps}`);
  await page.getByTestId('replay-back').click();
  await expect(stepText(page)).toHaveText(`Step 2 of ${steps}`);
  await page.keyboard.press('ArrowRight');
  await expect(stepText(page)).toHaveText(`Step 3 of ${steps}`);
  await page.keyboard.press('ArrowLeft');
  await expect(stepText(page)).toHaveText(`Step 2 of ${steps}`);

  // Jump to the third team turn: both teams are deployed and the log has reached it.
  const turn = page.getByTestId('replay-turn');
  const third = turn.locator('option', { hasText: 'Turn 3:' });
  const step = Number(await third.getAttribute('value'));
  const label = (await third.textContent()) ?? '';
  await turn.selectOption(String(step));
  await expect(stepText(page)).toHaveText(`Step ${step} of ${steps}`);
  // (six deployed a side; more may have come in through a portal by then)
  await expect.poll(() => tokens(page).count()).toBeGreaterThanOrEqual(12);
  // (the log's separator says it with a dash: "Turn 3 — Bright Blasters")
  await expect(page.getByTestId('log')).toContainText(label.replace(': ', ' — '));
  await shot(page, 'replay-turn-3', true);
  // One step back is still the turn before.
  await page.getByTestId('replay-back').click();
  await expect(turn).not.toHaveValue(String(step));
  await page.getByTestId('replay-forward').click();

  // Continue from here with a person at each side: the team of turn 3 decides.
  for (const i of [0, 1]) await page.getByTestId(`replay-seat-${i}`).selectOption('person');
  await page.getByTestId('replay-continue').click();
  await expect(page.getByTestId('turn-info')).toContainText(label);
  const team = label.includes('Bright Blasters') ? 0 : 1;
  await waitTurnOf(page, team, /Select a player to act/);
  await expect(page.getByTestId('end-turn')).toBeEnabled();
});
