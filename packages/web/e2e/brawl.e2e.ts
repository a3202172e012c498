/**
 * BRAWL Dungeonbowl 2013 in the browser: the clocks on the new-game screen (the ruleset's 120 and
 * 4 minutes offered, set here to 2 and 1), then the scripted bot against itself on round 4, the
 * Castle of Aaauuggghhh: the hazards drawn (the chasm, the trapdoors shut, the leap lines, the
 * scoring passages, the legend), the score, and both clocks. Time is Playwright's fake clock, so
 * nothing waits for real minutes: the bots are paused in turn 1, the turn clock runs out (the turn
 * passes), then the match clock (the game ends on time, a draw at 0-0: a league point each).
 * Then a person against the bot with the clocks off: from the person's second turn a reserve comes
 * on, picked in the dugout, at an entrance square clicked on the board.
 */
import { expect, type Page, test } from '@playwright/test';
import { clickSquare, fastBots, marked, pregameByClicks, shot, tokenAt, waitTurnOf } from './helpers.ts';

const SECOND = 1000;

async function start(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/');
  await page.getByTestId('ng-ruleset').selectOption('brawl2013');
  await page.getByTestId('ng-dungeon').selectOption('brawl-castle');
  await expect(page.getByTestId('ng-clocks')).toBeChecked();
  await expect(page.getByTestId('ng-match-minutes')).toHaveAttribute('placeholder', '120');
  await expect(page.getByTestId('ng-turn-minutes')).toHaveAttribute('placeholder', '4');
  await page.getByTestId('ng-match-minutes').fill('2');
  await page.getByTestId('ng-turn-minutes').fill('1');
  for (const i of [0, 1]) await page.getByTestId(`ng-side-${i}`).selectOption('scripted');
  await page.getByTestId('ng-seed').fill('3');
  await page.getByTestId('ng-start').click();
  await expect(page.getByTestId('board')).toBeVisible();
}

/** Runs the page's fake time on, a bot's step at a time, until the first team turn. */
async function toFirstTurn(page: Page): Promise<void> {
  await page.getByTestId('bot-speed').selectOption({ label: 'slow' });
  for (let i = 0; i < 120; i++) {
    if (/^Turn \d/.test((await page.getByTestId('turn-info').textContent()) ?? '')) return;
    await page.clock.runFor(SECOND);
  }
  throw new Error('no team turn began');
}

test('BRAWL 2013: hazards, score, clocks that run out', async ({ page }) => {
  await start(page);

  // The hazards of the Castle, told apart at a glance and named.
  await expect(page.getByTestId('sq-10-6')).toHaveAttribute('data-hazard', 'chasm');
  await expect(page.getByTestId('sq-9-11')).toHaveAttribute('data-hazard', 'leap');
  await expect(page.getByTestId('sq-1-4')).toHaveAttribute('data-hazard', 'passage');
  const doors = page.locator('[data-testid="trapdoor"]');
  await expect(doors).toHaveCount(8);
  await expect(page.locator('[data-testid="trapdoor"][data-state="shut"]')).toHaveCount(8);
  await page.getByTestId('legend-toggle').click();
  await expect(page.getByTestId('legend-chasm')).toBeVisible();
  await expect(page.getByTestId('legend-trapdoorShut')).toHaveAttribute('data-count', '8');
  await expect(page.getByTestId('legend-passage')).toBeVisible();

  // The score, and clocks that stand still in the pre-game.
  await expect(page.getByTestId('score-0')).toHaveText('0');
  await expect(page.getByTestId('score-1')).toHaveText('0');
  await expect(page.getByTestId('clock-match')).toContainText('2:00');
  await expect(page.getByTestId('clocks')).toHaveAttribute('data-state', 'stopped');

  await toFirstTurn(page);
  await page.getByTestId('bots-pause').click();
  await expect(page.getByTestId('clocks')).toHaveAttribute('data-state', 'running');
  await shot(page, 'brawl-castle-turn-1');

  // Paused clocks stand still however long the coaches talk.
  const turnInfo = (await page.getByTestId('turn-info').textContent()) ?? '';
  await page.getByTestId('clock-pause').click();
  await expect(page.getByTestId('clocks')).toHaveAttribute('data-state', 'paused');
  await page.clock.runFor(SECOND);
  const left = Number(await page.getByTestId('clock-match').getAttribute('data-ms'));
  await page.clock.runFor(5 * 60 * SECOND);
  await expect(page.getByTestId('clock-match')).toHaveAttribute('data-ms', String(left));
  await page.getByTestId('clock-pause').click();
  await expect(page.getByTestId('clocks')).toHaveAttribute('data-state', 'running');

  // The turn clock runs out: the turn passes (a turnover), and the next turn gets a whole minute.
  await page.clock.runFor(61 * SECOND);
  await expect(page.getByTestId('turn-info')).not.toHaveText(turnInfo);
  await expect(page.getByTestId('log')).toContainText(/time/i);
  const turnLeft = Number(await page.getByTestId('clock-turn').getAttribute('data-ms'));
  expect(turnLeft).toBeGreaterThan(50 * SECOND);

  // The match clock runs out: the game ends on time, 0-0, a draw and a league point each.
  await page.clock.runFor(61 * SECOND);
  const over = page.getByTestId('game-over');
  await expect(over).toBeVisible();
  await expect(page.getByTestId('game-result')).toContainText('the time is up');
  await expect(page.getByTestId('game-over-score-0')).toHaveText('0');
  await expect(page.getByTestId('game-over-points-0')).toHaveText('1');
  await expect(page.getByTestId('game-over-points-1')).toHaveText('1');
  await shot(page, 'brawl-game-over', true);
});

test('BRAWL 2013: a reserve comes on at an entrance, clocks off', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('ng-ruleset').selectOption('brawl2013');
  await page.getByTestId('ng-dungeon').selectOption('brawl-castle');
  await page.getByTestId('ng-clocks').uncheck();
  await expect(page.getByTestId('ng-match-minutes')).toBeDisabled();
  await page.getByTestId('ng-side-0').selectOption('person');
  await page.getByTestId('ng-side-1').selectOption('scripted');
  await page.getByTestId('ng-seed').fill('3');
  await page.getByTestId('ng-start').click();
  await fastBots(page);
  await expect(page.getByTestId('scoreboard')).toBeVisible();
  await expect(page.getByTestId('clocks')).toHaveCount(0);
  await pregameByClicks(page, 0);

  // No one comes on in the first turn; from the second, the panel says one player may.
  for (let turn = 0; turn < 3; turn++) {
    await waitTurnOf(page, 0, /Select a player/);
    if (await page.getByTestId('entry-hint').isVisible()) break;
    await page.keyboard.press('e');
    await page.getByTestId('confirm-yes').click();
  }
  await expect(page.getByTestId('entry-hint')).toContainText('from the reserves');
  const reserve = page.getByTestId('dugout-0').locator('button.dugout-player:not([disabled])').first();
  const id = Number((await reserve.getAttribute('data-testid'))!.replace('dugout-player-', ''));
  await reserve.click();
  await expect(page.getByTestId('menu-enterReserve')).toBeVisible();
  await expect(page.getByTestId('menu-enterPortal')).toBeVisible();
  const entrances = await marked(page);
  expect(entrances.length).toBeGreaterThan(0);
  await clickSquare(page, entrances[0].x, entrances[0].y);
  await expect(page.getByTestId(`player-${id}`)).toBeVisible();
  expect(await tokenAt(page, id)).toEqual({ x: entrances[0].x, y: entrances[0].y });
  await expect(page.getByTestId('log')).toContainText(`is placed at (${entrances[0].x},${entrances[0].y})`);
  await shot(page, 'brawl-reserve-entered', true);
});
