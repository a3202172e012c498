/**
 * Table-top mode: every die is rolled at the table and typed in. The page asks for each die the
 * engine needs (the pre-game's roll-off and coin tosses when the game is created, then the dice of
 * each action) in the dice dialog; the typed values decide what happens, show in the log and are
 * kept in the record. A cancelled die cancels its action.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  clickPlayer,
  type DiceAnswer,
  finishBlock,
  pregameByClicks,
  ringed,
  shot,
  startGame,
  waitTurnOf,
} from './helpers.ts';

const OGRE = 0;

test('table-top mode asks for every die and plays what was typed', async ({ page }) => {
  const asked: string[] = [];
  const block = [6, 3, 3]; // pow, push, push
  const armour = [1, 2]; // 3: the armour holds
  let rollOff = 0;
  const dice: DiceAnswer = (sides, purpose) => {
    asked.push(`D${sides} ${purpose}`);
    if (purpose.includes('roll-off')) return rollOff++ % 2 === 0 ? 6 : 1; // Bright Blasters place first
    if (purpose.includes('coin toss')) return 1; // the first team listed wins both tosses
    if (purpose === 'block') return block.shift() ?? 3;
    if (purpose === 'armour') return armour.shift() ?? 1;
    return Math.min(4, sides); // anything else (Bone Head, ...): passes
  };

  await startGame(page, {
    seed: 4,
    seats: ['person', 'scripted'],
    dungeonFile: 'skirmish.txt',
    tabletop: true,
  });
  // The pre-game's automatic rolls are asked for as the game is created.
  await expect(page.getByTestId('dice-dialog')).toBeVisible();
  await expect(page.getByTestId('dice-dialog')).toHaveAttribute('data-sides', '6');
  await expect(page.getByTestId('dice-dialog').locator('h2')).toHaveText(/D6 for placement roll-off/);
  await pregameByClicks(page, 0, (s) => Math.abs(s.x - 8.5), dice);
  await expect(page.getByTestId('tabletop-badge')).toBeVisible();
  await expect(page.getByTestId('turn-info')).toContainText('Turn 1: Bright Blasters');
  await expect(page.getByTestId('log')).toContainText('D6 = 6 for placement roll-off');

  // The Ogre blocks; the first die asked is cancelled, which cancels the block.
  await page.getByTestId(`player-${OGRE}`).click();
  const [target] = await ringed(page, 'target');
  await clickPlayer(page, target);
  await expect(page.getByTestId('dice-dialog')).toBeVisible();
  await page.getByTestId('dice-cancel').click();
  await expect(page.getByTestId('dice-dialog')).toBeHidden();
  await waitTurnOf(page, 0, /Select a player to act/);
  expect(block).toHaveLength(3);

  // Again, answering: the block dice typed are the faces offered. (The Ogre is still selected.)
  await expect(page.getByTestId(`player-${OGRE}`).locator('circle.ring.sel')).toHaveCount(1);
  await clickPlayer(page, target);
  await waitTurnOf(page, 0, /Re-roll the block dice/, dice);
  await page.getByTestId('no-reroll').click();
  await waitTurnOf(page, 0, /Choose a block die/, dice);
  const faces = page.locator('[data-testid^="block-die-"]');
  const shown = await faces.evaluateAll((els) => els.map((e) => e.getAttribute('data-face')));
  expect(shown.slice(0, 2)).toEqual(['pow', 'push']);
  await expect(page.getByTestId('log')).toContainText('D6 = 6 for block');
  await shot(page, 'tabletop-block-dice', true);
  await page.locator('[data-testid^="block-die-"][data-face="pow"]').first().click();

  // Pow: the defender is pushed and knocked down; the armour roll typed (1 + 2) holds.
  await finishBlock(page, 0, dice);
  await expect(page.getByTestId(`player-${target}`)).toHaveAttribute('data-status', 'prone');
  await expect(page.getByTestId('log')).toContainText('D6 = 1 for armour');
  await expect(page.getByTestId('log')).toContainText('D6 = 2 for armour');
  await shot(page, 'tabletop-after-block');

  // The record keeps the dice typed, so it replays exactly.
  const download = page.waitForEvent('download');
  await page.getByTestId('download-record').click();
  const record = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
  expect(record.options.seed).toBeUndefined();
  expect(record.options.dice.slice(0, 2)).toEqual([6, 1]);
  expect(record.options.dice).toEqual(expect.arrayContaining([6, 3, 3, 1, 2]));
  console.log(`table-top dice asked: ${asked.join(', ')}`);
});
