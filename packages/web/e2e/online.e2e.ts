/**
 * Online play in the browser, through the game server (packages/server, started by
 * playwright.config.ts on 127.0.0.1 with seeds allowed): two coaches in two browser contexts open
 * their seat links, wait in the lobby, and play a game to its end by clicks on the screen of local
 * play; one of them reloads mid-game and finds the same board; both see the game over; the record
 * downloads and replays from the games page. The form's online mode makes a game and its links.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRE_TEAM, SHADOW_TEAM } from '@dungeonbowl/engine';
import type { CreatedGame, CreateGameBody } from '@dungeonbowl/server/protocol';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { clickSquare, FIXTURES, marked, prompt, ringed, shot, TEAM_TURN, tokenAt } from './helpers.ts';

const SERVER = `http://127.0.0.1:${Number(process.env.E2E_SERVER_PORT ?? 4318)}`;
test.use({ baseURL: SERVER });

/** A two-team game on the Skirmish map (its end zones touch), made by the test with a fixed seed. */
async function createGame(
  request: APIRequestContext,
  seats: CreateGameBody['seats'],
  turnLimit: number,
): Promise<CreatedGame> {
  const res = await request.post(`${SERVER}/api/games`, {
    data: {
      setup: {
        ruleset: 'dungeonbowl2021',
        dungeon: readFileSync(join(FIXTURES, 'skirmish.txt'), 'utf8'),
        teams: [FIRE_TEAM, SHADOW_TEAM],
      },
      rules: { turnLimit },
      seats,
      seed: 2,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** The last step this page has seen (the connection indicator's `data-seq`). */
async function seqOf(page: Page): Promise<number> {
  return Number(await page.getByTestId('online-status').getAttribute('data-seq'));
}

/** Where every player on the board stands, by id. */
async function positions(page: Page): Promise<Record<string, string>> {
  const list = await page
    .getByTestId('board')
    .locator('g.token')
    .evaluateAll((gs) => gs.map((g) => [g.getAttribute('data-player') ?? '', g.getAttribute('style') ?? '']));
  return Object.fromEntries(list);
}

/** Selects a player who can walk to a square needing no dice, walks it there, ends its activation. */
async function moveOne(page: Page): Promise<boolean> {
  for (const id of await ringed(page, 'pick')) {
    await page.getByTestId(`player-${id}`).click();
    await expect(page.getByTestId(`player-${id}`).locator('circle.ring.sel')).toHaveCount(1);
    const free = (await marked(page)).find((s) => s.label === '');
    if (!free) continue;
    await clickSquare(page, free.x, free.y);
    await expect.poll(() => tokenAt(page, id)).toEqual({ x: free.x, y: free.y });
    await expect(page.getByTestId('end-activation')).toBeEnabled();
    const before = await seqOf(page);
    await page.getByTestId('end-activation').click();
    await expect.poll(() => seqOf(page)).toBeGreaterThan(before);
    return true;
  }
  return false;
}

/** Ends the team turn with the E key, saying yes when the page asks (players could still act). */
async function endTurn(page: Page): Promise<void> {
  const before = await seqOf(page);
  await page.keyboard.press('e');
  await expect(async () => {
    const confirm = page.getByTestId('confirm-end-turn');
    if (await confirm.isVisible()) await page.getByTestId('confirm-yes').click();
    expect(await seqOf(page)).toBeGreaterThan(before);
  }).toPass({ timeout: 10_000 });
}

/**
 * The deciding coach answers one decision by clicks, as the local tests' pregameByClicks and
 * play test do; in its first team turn it moves a player first. Returns once the step is back.
 */
async function decide(page: Page, team: number, moved: Set<number>): Promise<void> {
  const text = (await prompt(page).textContent()) ?? '';
  const before = await seqOf(page);
  if (TEAM_TURN.test(text)) {
    if (!moved.has(team)) {
      moved.add(team);
      if (await moveOne(page)) return;
    }
    return endTurn(page);
  }
  if (/Place a (chest|portal)|Deploy your players/.test(text)) {
    const [first] = await marked(page);
    await clickSquare(page, first.x, first.y);
  } else if (/Choose your end zone/.test(text)) {
    await page.locator('[data-testid^="act-chooseEndZone-"]').first().click();
  } else {
    const button = page.locator(
      '[data-testid^="push-"], [data-testid="follow-up-no"], [data-testid="no-reroll"]',
    );
    await button.first().click();
  }
  await expect.poll(() => seqOf(page)).toBeGreaterThan(before);
}

/** The team whose decision `page` shows, once that page has caught up with `seq` (null: none). */
async function decider(page: Page, seq: number): Promise<number | null> {
  await expect.poll(() => seqOf(page)).toBeGreaterThanOrEqual(seq);
  const team = await page.getByTestId('decision').getAttribute('data-team');
  return team ? Number(team) : null;
}

/** Coach B reloads its page: the same game comes back, at the same step, the players where they were. */
async function reloadAndCompare(a: Page, b: Page): Promise<void> {
  const seq = await seqOf(a);
  const board = await positions(b);
  expect(await positions(a)).toEqual(board);
  await b.reload();
  await expect(b.getByTestId('online-status')).toHaveAttribute('data-state', 'connected');
  await expect(b.getByTestId('online-status')).toHaveAttribute('data-seq', String(seq));
  await expect(b.getByTestId('board')).toBeVisible();
  expect(await positions(b)).toEqual(board);
  // The log came back too (the steps' events, caught up).
  await expect(b.getByTestId('log')).toContainText('Turn 1');
  await shot(b, 'online-reloaded', true);
}

test('two coaches play an online game to its end by clicks; one reloads mid-game', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const made = await createGame(request, [{ kind: 'person' }, { kind: 'person' }], 2);
  const [ctxA, ctxB] = [await browser.newContext(), await browser.newContext()];
  const a = await ctxA.newPage();
  const b = await ctxB.newPage();
  // A opens its link first: the lobby, its own seat taken, the other waiting.
  await a.goto(made.seats[0].link!);
  await expect(a.getByTestId('lobby')).toBeVisible();
  await expect(a.getByTestId('lobby-seat-0')).toHaveAttribute('data-state', 'joined');
  await expect(a.getByTestId('lobby-seat-1')).toHaveAttribute('data-state', 'waiting');
  await b.goto(made.seats[1].link!);
  for (const p of [a, b]) {
    await expect(p.getByTestId('board')).toBeVisible();
    await expect(p.getByTestId('online-status')).toHaveAttribute('data-state', 'connected');
    // Local play's pace and pauses are the server's online.
    await expect(p.getByTestId('bots-pause')).toHaveCount(0);
    await expect(p.getByTestId('download-record')).toHaveCount(0);
  }
  const pages = [a, b];
  const moved = new Set<number>();
  let reloaded = false;
  for (let i = 0; i < 400 && !(await a.getByTestId('game-over').isVisible()); i++) {
    const seq = await seqOf(a);
    const team = await decider(a, seq);
    if (team === null) continue;
    const page = pages[team];
    expect(await decider(page, seq)).toBe(team);
    // B's first team turn: B reloads before it plays.
    if (!reloaded && team === 1 && TEAM_TURN.test((await prompt(b).textContent()) ?? '')) {
      await reloadAndCompare(a, b);
      reloaded = true;
    }
    await decide(page, team, moved);
  }
  expect(reloaded).toBe(true);
  for (const p of [a, b]) await expect(p.getByTestId('game-over')).toBeVisible();
  expect(await seqOf(b)).toBe(await seqOf(a));
  await shot(a, 'online-game-over', true);

  // The record downloads from the server: every accepted action, the seed, the result.
  const download = a.waitForEvent('download');
  await a.getByTestId('game-over-download').click();
  const record = JSON.parse(readFileSync(await (await download).path(), 'utf8'));
  expect(record.options.seed).toBe(2);
  expect(record.actions).toHaveLength(await seqOf(a));
  expect(record.result).toBeTruthy();

  // A spectator joins late: the finished game, no concession to offer.
  const spectator = await ctxA.newPage();
  await spectator.goto(made.spectator.link);
  await expect(spectator.getByTestId('game-over')).toBeVisible();
  await expect(spectator.getByTestId('online-status')).toContainText('spectator');
  await expect(spectator.getByTestId('online-concede')).toHaveCount(0);

  // The games page lists it as over; its record opens in the replay screen.
  await spectator.goto('/#games');
  const row = spectator.getByTestId(`games-row-${made.id}`);
  await expect(row).toHaveAttribute('data-status', 'over');
  await spectator.getByTestId(`games-replay-${made.id}`).click();
  await expect(spectator.getByTestId('replay-controls')).toBeVisible();
  await Promise.all([ctxA.close(), ctxB.close()]);
});

test('Play online: the form makes a game on the server and gives a link per person seat', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('online-open').click();
  await expect(page.getByTestId('new-game-screen')).toHaveAttribute('data-mode', 'online');
  await expect(page.getByTestId('ng-tabletop')).toHaveCount(0);
  await page.getByTestId('ng-dungeon-kind').selectOption('file');
  await page.getByTestId('ng-dungeon-file').setInputFiles(join(FIXTURES, 'skirmish.txt'));
  await expect(page.getByTestId('ng-dungeon-preview')).toBeVisible();
  await page.getByTestId('ng-side-1').selectOption('random');
  await page.getByTestId('ng-seed').fill('3');
  await page.getByTestId('ng-turn-limit').fill('1');
  await page.getByTestId('ng-on-disconnect').selectOption('bot');
  await page.getByTestId('ng-grace').fill('30');
  await page.getByTestId('ng-start').click();
  await expect(page.getByTestId('online-links')).toBeVisible();
  await expect(page.getByTestId('online-bot-seat-1')).toBeVisible();
  await expect(page.getByTestId('online-link-spectator')).toBeVisible();
  const link = await page.getByTestId('online-link-seat-0').getAttribute('href');
  expect(link).toMatch(/\/#g\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+$/);
  // The only person seat's link starts the game: no lobby to wait in.
  await page.goto(link!);
  await expect(page.getByTestId('board')).toBeVisible();
  await expect(page.getByTestId('online-status')).toHaveAttribute('data-state', 'connected');
  await expect(page.getByTestId('online-status')).toContainText('Bright Blasters');
  await expect(page.getByTestId('bot-speed')).toHaveCount(0);
  // Conceding asks first.
  await page.getByTestId('online-concede').click();
  await expect(page.getByTestId('confirm-concede')).toBeVisible();
  await page.getByTestId('confirm-no').click();
  await expect(page.getByTestId('confirm-concede')).toHaveCount(0);
});

test('a coach concedes: confirmed, the game is over for both', async ({ browser, request }) => {
  const made = await createGame(request, [{ kind: 'person' }, { kind: 'bot', bot: 'random' }], 5);
  const page = await (await browser.newContext()).newPage();
  await page.goto(made.seats[0].link!);
  await expect(page.getByTestId('board')).toBeVisible();
  await page.getByTestId('online-concede').click();
  await page.getByTestId('confirm-yes').click();
  await expect(page.getByTestId('game-over')).toBeVisible();
  await expect(page.getByTestId('online-concede')).toHaveCount(0);
});
