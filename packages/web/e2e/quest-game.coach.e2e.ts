/**
 * DungeonQuest's whole game in the browser (#quest), at the three sizes: a person and a bot played
 * by clicks for a few turns (a tower chosen on the board, chambers revealed, the sun moving, a move
 * and a search), then the person's seat handed to a bot to the scores, the record and the replay;
 * two people passing the screen (each sees only its own runes); four bots to the scores.
 */
import { expect, type Page, test } from '@playwright/test';

interface Seat {
  hero: string;
  kind: 'person' | 'bot';
}

async function start(page: Page, seats: Seat[], seed: number): Promise<void> {
  await page.goto('/#quest');
  await page.getByTestId('quest-players').selectOption(String(seats.length));
  for (const [i, s] of seats.entries()) {
    await page.getByTestId(`quest-seat-hero-${i}`).selectOption(s.hero);
    await page.getByTestId(`quest-seat-kind-${i}`).selectOption(s.kind);
  }
  await page.getByTestId('quest-seed').fill(String(seed));
  await page.getByTestId('quest-bot-pace').selectOption('0');
  await page.getByTestId('quest-start').click();
  await expect(page.locator('[data-testid=quest-table], [data-testid=quest-pass]')).toBeVisible();
}

/** Waits until seat `seat` (a person) decides, or the game is over; returns the decision's kind. */
async function myDecision(page: Page, seat: number): Promise<string> {
  const table = page.getByTestId('quest-table');
  await expect(table).toHaveAttribute('data-decision', /.*/);
  await expect
    .poll(async () => {
      const kind = await table.getAttribute('data-decision');
      const who = await table.getAttribute('data-seat');
      return kind === 'over' || (who === String(seat) && kind !== null);
    })
    .toBe(true);
  return (await table.getAttribute('data-decision'))!;
}

/** Anything but a turn or a tower: the first open button (a fight: attack, then roll on). */
async function answer(page: Page, kind: string): Promise<void> {
  if (kind === 'fight') {
    const b = page.locator('[data-testid=quest-attack], [data-testid=quest-roll], [data-testid=quest-keep]');
    await b.first().click();
    return;
  }
  await page.locator('[data-testid^="quest-act-"]').first().click();
}

const explored = async (page: Page) =>
  Number(await page.getByTestId('quest-board').getAttribute('data-explored'));
const sun = async (page: Page) => Number(await page.getByTestId('quest-sun').getAttribute('data-space'));

test('a person and a bot: a few turns by clicks, then a bot plays the person to the scores', async ({
  page,
}) => {
  await start(
    page,
    [
      { hero: 'lindel', kind: 'person' },
      { hero: 'hugo', kind: 'bot' },
    ],
    21,
  );
  // The board is readable: squares of 32 px or more, labels of 11 px or more.
  const box = (await page.getByTestId('quest-board').boundingBox())!;
  const scale = box.width / (34 + 13 * 60);
  expect(60 * scale).toBeGreaterThanOrEqual(32);
  expect(20 * scale).toBeGreaterThanOrEqual(11);
  await expect(page.getByTestId('quest-sun')).toHaveAttribute('data-space', '1');

  // Set-up: the person chooses a tower by clicking a shaded corner.
  expect(await myDecision(page, 0)).toBe('tower');
  await expect(page.getByTestId('quest-runes-0')).toHaveAttribute('data-face', 'up');
  await expect(page.getByTestId('quest-runes-1')).toHaveAttribute('data-face', 'down');
  const towers = page.locator('[data-testid^="quest-target-"]');
  await expect(towers.first()).toBeVisible();
  await towers.first().click();

  const before = await explored(page);
  let moved = false;
  let searched = false;
  for (let i = 0; i < 80 && !(moved && searched && (await sun(page)) > 2); i++) {
    const kind = await myDecision(page, 0);
    if (kind === 'over') break;
    if (kind !== 'turn') {
      await answer(page, kind);
      continue;
    }
    const search = page.getByTestId('quest-act-search');
    const target = page.locator('[data-testid^="quest-target-"]');
    if (!searched && (await search.count()) > 0) {
      await search.click();
      searched = true;
    } else if ((await target.count()) > 0) {
      await target.last().click();
      moved = true;
    } else await answer(page, kind);
  }
  expect(moved).toBe(true);
  expect(searched).toBe(true);
  expect(await explored(page)).toBeGreaterThan(before);
  expect(await sun(page)).toBeGreaterThan(2);
  const log = page.getByTestId('quest-game-log');
  await expect(log).toContainText('A new chamber at');
  await expect(log).toContainText('searches the chamber');
  await expect(log).toContainText('The sun moves on to space 2.');

  // The person's seat goes to a bot, which plays on to the scores.
  if ((await page.getByTestId('quest-table').getAttribute('data-decision')) !== 'over') {
    const hand = page.getByTestId('quest-seat-switch-0');
    if ((await hand.count()) > 0) await hand.click();
  }
  await expect(page.getByTestId('quest-over')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('quest-scores').locator('tbody tr')).toHaveCount(2);

  const download = page.waitForEvent('download');
  await page.getByTestId('quest-record-download').click();
  expect((await download).suggestedFilename()).toMatch(/^dungeonquest-lindel-hugo-21\.json$/);

  await page.getByTestId('quest-replay').click();
  const bar = page.getByTestId('quest-replay-bar');
  await expect(bar).toHaveAttribute('data-at', '0');
  await expect(page.getByTestId('quest-board')).toHaveAttribute('data-explored', '6');
  await page.getByTestId('quest-replay-next').click();
  await expect(bar).toHaveAttribute('data-at', '1');
});

test('two people pass the screen: each sees its own runes only', async ({ page }) => {
  await start(
    page,
    [
      { hero: 'tatianna', kind: 'person' },
      { hero: 'gherinn', kind: 'person' },
    ],
    8,
  );
  const pass = page.getByTestId('quest-pass');
  for (let n = 0; n < 2; n++) {
    await expect(pass).toBeVisible();
    const seat = Number(await pass.getAttribute('data-seat'));
    await page.getByTestId('quest-pass-ready').click();
    await expect(page.getByTestId('quest-table')).toHaveAttribute('data-view-seat', String(seat));
    await expect(page.getByTestId(`quest-runes-${seat}`)).toHaveAttribute('data-face', 'up');
    await expect(page.getByTestId(`quest-runes-${1 - seat}`)).toHaveAttribute('data-face', 'down');
    await page.locator('[data-testid^="quest-target-"]').first().click();
  }
  // Both placed: the first player's turn, after the screen is passed again.
  await expect(pass).toBeVisible();
});

test('four bots play to the scores', async ({ page }) => {
  await start(
    page,
    [
      { hero: 'lindel', kind: 'bot' },
      { hero: 'hugo', kind: 'bot' },
      { hero: 'challara', kind: 'bot' },
      { hero: 'krutzbeck', kind: 'bot' },
    ],
    3,
  );
  await expect(page.getByTestId('quest-over')).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('quest-scores').locator('tbody tr')).toHaveCount(4);
  await expect(page.getByTestId('quest-winner')).not.toBeEmpty();
  await expect(page.getByTestId('quest-game-log')).toContainText('The game is over');
});

test('table-top: the dice thrown at the table are typed in', async ({ page }) => {
  await page.goto('/#quest');
  await page.getByTestId('quest-seat-hero-0').selectOption('gherinn');
  await page.getByTestId('quest-tabletop').check();
  await page.getByTestId('quest-seed').fill('12');
  await page.getByTestId('quest-start').click();
  await page.locator('[data-testid^="quest-target-"]').first().click();
  const dialog = page.getByTestId('quest-die-dialog');
  // Move on until something needs a die (a test, a roll, a fight), then type it.
  for (let i = 0; i < 40 && !(await dialog.isVisible()); i++) {
    const kind = await myDecision(page, 0);
    if (kind === 'over') break;
    const target = page.locator('[data-testid^="quest-target-"]');
    if (kind === 'turn' && (await target.count()) > 0) await target.last().click();
    else await answer(page, kind);
    await page.waitForTimeout(50);
  }
  await expect(dialog).toBeVisible();
  const lines = await page.locator('[data-testid=quest-game-log] li').count();
  // Every die the action needs is asked for in turn; then the action is played.
  for (let i = 0; i < 12 && (await dialog.isVisible()); i++) {
    const sides = Number(await dialog.getAttribute('data-sides'));
    await page.getByTestId('quest-die-input').fill(String(Math.min(sides, 3)));
    await page.getByTestId('quest-die-ok').click();
    await page.waitForTimeout(50);
  }
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('quest-error')).toHaveCount(0);
  expect(await page.locator('[data-testid=quest-game-log] li').count()).toBeGreaterThan(lines);
});

test('the single fight stays at #quest-fight, linked both ways', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('quest-open').click();
  await page.getByTestId('quest-hero-hugo').click();
  await page.getByTestId('quest-draw').click();
  await expect(page.getByTestId('quest-actions')).toBeVisible();
  await page.getByTestId('quest-game-link').click();
  await expect(page.getByTestId('quest-game-setup')).toBeVisible();
  await page.getByTestId('quest-fight-link').click();
  await expect(page.getByTestId('quest-screen')).toBeVisible();
});
