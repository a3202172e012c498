/**
 * BRAWL 2013's moving dungeon in the browser ([002] Hogwurts and The Temple of Doom): the scripted
 * bot plays itself until the rotating room turns (its walls swing round, a cue says which way, the
 * log says it in words) and until the stone ball rolls (it slides along its corridor, leaving a
 * trail). The tests read the data attributes, which change with the game at once: the motion is
 * CSS only and never waited for. Under prefers-reduced-motion there is none.
 */
import { expect, type Page, test } from '@playwright/test';
import { shot } from './helpers.ts';

async function botsOn(page: Page, dungeon: string): Promise<void> {
  await page.goto('/');
  await page.getByTestId('ng-ruleset').selectOption('brawl2013');
  await page.getByTestId('ng-dungeon').selectOption(dungeon);
  await page.getByTestId('ng-clocks').uncheck();
  for (const i of [0, 1]) await page.getByTestId(`ng-side-${i}`).selectOption('scripted');
  await page.getByTestId('ng-seed').fill('5');
  await page.getByTestId('ng-start').click();
  await expect(page.getByTestId('board')).toBeVisible();
}

/**
 * Bots a little slower than instant: the room turns (or the ball rolls) at the start of each team
 * turn, and the pause comes long before a 40-turn game could end, however busy the machine.
 */
async function quickBots(page: Page): Promise<void> {
  await page.getByTestId('bot-speed').selectOption({ label: 'fast' });
}

const animation = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).animationName);

test('Hogwurts: the rotating room turns, with a cue and a line in the log', async ({ page }) => {
  await botsOn(page, 'brawl-hogwurts');
  const room = page.getByTestId('rotating-room');
  await expect(room).toHaveAttribute('data-turned', '0');
  const walls = await room.locator('rect').count();
  expect(walls).toBeGreaterThan(0);
  await quickBots(page);
  // The bots play on until the room has turned (a 2-6 at the start of a team turn).
  await expect(room).not.toHaveAttribute('data-turned', '0', { timeout: 30_000 });
  await page.getByTestId('bots-pause').click();
  await expect(page.getByTestId('log')).toContainText(
    /The rotating room turns (a quarter turn to the left|half a turn)/,
  );
  const cue = page.locator('[data-testid="dungeon-cue"][data-kind="room"]');
  await expect(cue).toBeVisible();
  await expect(cue).toContainText(/turned (a quarter left|half round|three quarters left)/);
  // The same walls, turned: as many as before.
  await expect(room.locator('rect')).toHaveCount(walls);
  expect(await animation(page, '.moving .room.turning')).toBe('room-turn');
  await shot(page, 'brawl-hogwurts-room-turned');
});

test('The Temple of Doom: the stone ball rolls along its corridor', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await botsOn(page, 'brawl-temple-of-doom');
  const ball = page.getByTestId('stone-ball');
  await expect(ball).toBeVisible();
  await quickBots(page);
  // At the start of each team turn it rolls 2D6 squares: it has moved once a turn has begun.
  await expect(ball).not.toHaveAttribute('data-rolled', '0', { timeout: 30_000 });
  await page.getByTestId('bots-pause').click();
  await expect(page.getByTestId('log')).toContainText(/The stone ball rolls \d+ squares/);
  await expect(page.locator('[data-testid="dungeon-cue"][data-kind="stoneBall"]')).toContainText(
    /rolled \d+ squares? (north|south|east|west)/,
  );
  // Reduced motion: nothing slides or swings, the new place is simply drawn.
  const slide = await ball.evaluate((el) => getComputedStyle(el).transitionDuration);
  expect(slide).toBe('0s');
  await shot(page, 'brawl-temple-stone-ball');
});
