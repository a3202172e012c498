/**
 * The log as a coach reads it, at every size (desktop, laptop, tablet): against the scripted bot,
 * the pre-game roll-off is credited to its team, the bot's turn starts with a separator and reads
 * as one line per activation in its team's colour, one unfolds to its dice, and the newest entry
 * is in sight without scrolling the log. The board's edges carry the squares' coordinates, and
 * pointing at (or tapping) an entry that names squares outlines them on the board. Then two bots play a short game to the end: the game-over
 * screen counts the casualties and the chests, and its replay shows the same grouped log.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { boardScale, fastBots, pregameByClicks, shot, startGame, waitTurnOf } from './helpers.ts';

/** The newest entry lies inside the log's box: seen without scrolling the log. */
async function newestInSight(page: Page): Promise<void> {
  const log = page.getByTestId('log');
  await log.scrollIntoViewIfNeeded();
  const newest = log.locator('[data-newest="true"]');
  await expect(newest).toHaveCount(1);
  await expect(async () => {
    const box = (await log.boundingBox())!;
    const last = (await newest.boundingBox())!;
    expect(last.y + last.height).toBeLessThanOrEqual(box.y + box.height + 1);
    expect(last.y + Math.min(last.height, 16)).toBeGreaterThanOrEqual(box.y - 1);
  }).toPass({ timeout: 5_000 });
}

/** The coordinates along the board's edges: shown, and at least 11 px at the default zoom. */
async function edgeLabels(page: Page): Promise<void> {
  const board = page.getByTestId('board');
  for (const id of ['coord-x-1', 'coord-y-1']) {
    const label = board.getByTestId(id);
    await expect(label).toHaveCount(1);
    await expect(label).toHaveText('1');
  }
  const font = await board
    .getByTestId('coord-x-1')
    .locator('text')
    .evaluate((t) => Number(t.getAttribute('font-size')));
  const px = font * (await boardScale(page));
  console.log(`coordinates along the edges: ${px.toFixed(1)} px`);
  expect(px).toBeGreaterThanOrEqual(11);
}

/** Pointing at an entry naming squares (a tap on a touch screen) outlines them on the board. */
async function entryShowsSquares(page: Page, entry: Locator, touch: boolean): Promise<void> {
  const focus = page.getByTestId('board').getByTestId('log-focus-sq');
  await expect(focus).toHaveCount(0);
  const summary = entry.locator('[data-testid="log-summary"]');
  await summary.scrollIntoViewIfNeeded();
  if (touch) await summary.tap();
  else await summary.hover();
  await expect.poll(() => focus.count()).toBeGreaterThan(0);
  if (touch) await summary.tap();
  else await page.mouse.move(1, 1);
  await expect(focus).toHaveCount(0);
}

const summaries = (entries: Locator) =>
  entries.locator('[data-testid="log-summary"]').evaluateAll((els) => els.map((e) => e.textContent ?? ''));

test('against a bot: the roll-off credited, a turn separator, activation lines that unfold, the newest in sight', async ({
  page,
}, info) => {
  await startGame(page, { seed: 2, seats: ['person', 'scripted'], dungeonFile: 'skirmish.txt' });
  await expect(page.getByTestId('board')).toBeVisible();
  await fastBots(page);
  const log = page.getByTestId('log');
  // The pre-game's coin toss or roll-off: one line, saying who won, in that team's colour.
  const rollOff = log.locator('[data-testid="log-roll-off"]').first();
  await expect(rollOff.locator('[data-testid="log-summary"]')).toHaveText(
    /^(Bright Blasters|Grey Lurkers) wins the (coin toss|roll-off) for /,
  );
  await expect(rollOff).toHaveAttribute('data-team', /^[01]$/);
  await pregameByClicks(page, 0);
  await newestInSight(page);
  await edgeLabels(page);
  // My own deployment, under my team's name, names the squares my players went to.
  const mine = log.locator('[data-testid="log-deploy"][data-team="0"]');
  await expect(mine.locator('[data-testid="log-summary"]')).toHaveText(
    /^Bright Blasters deploys \d+ players?$/,
  );
  await entryShowsSquares(page, mine, !!info.project.use.hasTouch);

  // The person ends the turn at once; the bot plays its own.
  await page.keyboard.press('e');
  await page.getByTestId('confirm-yes').click();
  await waitTurnOf(page, 0, /Select a player to act/);
  await expect(log.locator('[data-testid="log-turn"]', { hasText: 'Turn 2 — Grey Lurkers' })).toHaveCount(1);
  const bots = log.locator('[data-testid="log-activation"][data-team="1"]');
  await expect.poll(() => bots.count()).toBeGreaterThan(0);
  const lines = await summaries(bots);
  console.log(`the bot's activations (${info.project.name}):\n  ${lines.join('\n  ')}`);
  for (const l of lines)
    expect(l).toMatch(/^.+ #\d+ (moves|blocks|blitzes|passes|hands off|fouls|throws|kicks|uses|declares)/);
  await newestInSight(page);

  // The newest activation unfolds to its lines: the declaration, each die with what it was for.
  const last = bots.last();
  const details = last.locator('[data-testid="log-details"]');
  await expect(details).toBeHidden();
  await last.locator('[data-testid="log-summary"]').click();
  await expect(details).toBeVisible();
  await expect(details).toContainText('declares');
  await shot(page, `log-unfolded-${info.project.name}`, true);
  await last.locator('[data-testid="log-summary"]').click();
  await expect(details).toBeHidden();
});

test('two bots to the end: the game-over screen counts casualties and chests, and links the replay', async ({
  page,
}, info) => {
  await startGame(page, { seed: 2, seats: ['scripted', 'scripted'], turnLimit: 20 });
  await expect(page.getByTestId('board')).toBeVisible();
  await fastBots(page);
  const over = page.getByTestId('game-over');
  await expect(over).toBeVisible({ timeout: 45_000 });
  const casualties = page.getByTestId('game-over-casualties');
  await expect(casualties).toBeVisible();
  for (const t of [0, 1]) {
    await expect(page.getByTestId(`game-over-caused-${t}`)).toHaveText(/^\d+$/);
    await expect(page.getByTestId(`game-over-suffered-${t}`)).toHaveText(/^\d+$/);
  }
  // The Great Hall hides the ball in a chest: a game that ends has opened one at least.
  const chests = page.getByTestId('game-over-chests');
  await expect(chests).toContainText(/Chests opened: [1-9]\d* of \d+/);
  await expect(page.getByTestId('game-over-chest').first()).toContainText(/: (the ball|it exploded)$/);
  await expect(page.getByTestId('game-over-turns')).toContainText(/Team turns played: \d+/);
  await expect(page.getByTestId('game-over-download')).toBeVisible();
  await shot(page, `log-game-over-${info.project.name}`, true);

  // The replay of the game shows the same log: activations folded, turns as separators.
  await page.getByTestId('game-over-replay').click();
  await expect(page.getByTestId('replay-controls')).toBeVisible();
  const log = page.getByTestId('log');
  await expect.poll(() => log.locator('[data-testid="log-activation"]').count()).toBeGreaterThan(1);
  await expect(log.locator('[data-testid="log-turn"]').first()).toHaveText(/^Turn \d+ — /);
  await newestInSight(page);
});
