/**
 * Table-top mode at a real table: every die the coaches may see is rolled at the table and typed
 * in. The page asks for each die the engine needs (the pre-game's roll-off and coin tosses when
 * the game is created, then the dice of each action) on the die sheet, which names the player,
 * the test and the target and says why a die is rolled again; the typed values decide what
 * happens, show in the log and are kept in the record. A cancelled die cancels its action. The
 * secret die (which chest holds the ball) is never asked for in the open: the page rolls it, or
 * one coach types it behind a look-away screen.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type GameRecord, replayRecord } from '@dungeonbowl/engine';
import { expect, type Page, test } from '@playwright/test';
import {
  clickPlayer,
  type DiceAnswer,
  FIXTURES,
  finishBlock,
  pregameByClicks,
  ringed,
  shot,
  startGame,
  TEAM_TURN,
  waitTurnOf,
} from './helpers.ts';

const OGRE = 0;

interface Shown {
  purpose: string;
  secret: boolean;
  title: string;
  again: string;
  /** A coin toss's faces: which team each wins for. */
  faces: string;
  /** The look-away screen's words, on a secret die typed by a coach. */
  away: string;
}

/** Every die sheet the page shows, as it first appears (kept in the page, read by `shown`). */
async function watchDiceSheets(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { diceShown: unknown[] }).diceShown = seen;
    new MutationObserver((changes) => {
      for (const c of changes)
        for (const n of c.addedNodes) {
          if (!(n instanceof HTMLElement)) continue;
          const d = n.matches('[data-testid="dice-dialog"]')
            ? n
            : n.querySelector('[data-testid="dice-dialog"]');
          if (!d) continue;
          seen.push({
            purpose: d.getAttribute('data-purpose'),
            secret: d.getAttribute('data-secret') === 'true',
            title: d.querySelector('[data-testid="dice-title"]')?.textContent ?? '',
            again: d.querySelector('[data-testid="dice-again"]')?.textContent ?? '',
            faces: d.querySelector('[data-testid="dice-faces"]')?.textContent ?? '',
            away: d.querySelector('[data-testid="dice-look-away"]')?.textContent ?? '',
          });
        }
    }).observe(document, { childList: true, subtree: true });
  });
}

const shown = (page: Page): Promise<Shown[]> =>
  page.evaluate(() => (window as unknown as { diceShown: Shown[] }).diceShown);

/** The record the page saves, replayed by the engine: the game as it really stands. */
async function recordNow(page: Page): Promise<{ record: GameRecord; chestsWithBall: number }> {
  const download = page.waitForEvent('download');
  await page.getByTestId('download-record').click();
  const record = JSON.parse(readFileSync(await (await download).path(), 'utf8')) as GameRecord;
  const replayed = replayRecord(record);
  if (!replayed.ok) throw new Error(JSON.stringify(replayed.errors));
  return { record, chestsWithBall: replayed.game.chests.filter((c) => c.hasBall).length };
}

test('table-top mode asks for every die in the open, in words, and never for the hidden ball', async ({
  page,
}, info) => {
  await watchDiceSheets(page);
  const asked: string[] = [];
  const block = [6, 3, 3]; // pow, push, push
  const armour = [1, 2]; // 3: the armour holds
  const rollOff = [3, 3, 6, 1]; // a tie, then the Bright Blasters place first
  const dice: DiceAnswer = (sides, purpose) => {
    asked.push(`D${sides} ${purpose}`);
    if (purpose.includes('roll-off')) return rollOff.shift() ?? 1;
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
  // The pre-game's automatic rolls are asked for as the game is created, each team's die named.
  const sheet = page.getByTestId('dice-dialog');
  await expect(sheet).toBeVisible();
  await expect(sheet).toHaveAttribute('data-sides', '6');
  await expect(sheet).toHaveAttribute('data-purpose', 'placement roll-off');
  await expect(page.getByTestId('dice-title')).toHaveText(/^.+: placement roll-off$/);
  await expect(page.getByTestId('dice-face-6')).toBeVisible();
  await pregameByClicks(page, 0, (s) => Math.abs(s.x - 8.5), dice);
  await expect(page.getByTestId('tabletop-badge')).toBeVisible();
  await expect(page.getByTestId('turn-info')).toContainText('Turn 1: Bright Blasters');
  await expect(page.getByTestId('log')).toContainText('D6 = 6 for placement roll-off');

  // The tie was rolled again, and the sheet said why.
  const pregame = await shown(page);
  expect(pregame.map((s) => s.again)).toContain('Roll again: the roll-off tied on 3');
  // A coin toss says which face wins for whom (1: the first team listed).
  const tosses = pregame.filter((s) => s.purpose.startsWith('coin toss'));
  expect(tosses.length).toBeGreaterThan(0);
  for (const t of tosses) {
    expect(t.title).toMatch(/^Coin toss for /);
    expect(t.faces).toBe('1: Bright Blasters wins · 2: Grey Lurkers wins');
  }
  // The hidden ball was never asked for in the open: the page rolled it, and shows it nowhere.
  expect(pregame.filter((s) => s.secret || s.purpose === 'hide the ball')).toEqual([]);
  expect(asked.some((a) => a.includes('hide the ball'))).toBe(false);
  await expect(page.getByTestId('log')).not.toContainText('hide the ball');
  const { record, chestsWithBall } = await recordNow(page);
  expect(chestsWithBall).toBe(1);
  expect(record.options.dice?.slice(0, 4)).toEqual([3, 3, 6, 1]);

  // The Ogre blocks: its Bone Head roll first, named; cancelled, the block is too.
  await page.getByTestId(`player-${OGRE}`).click();
  const [target] = await ringed(page, 'target');
  await clickPlayer(page, target);
  await expect(sheet).toBeVisible();
  await expect(page.getByTestId('dice-title')).toHaveText(/^Ogre .*#\d+: Bone Head, 2\+ needed$/);
  await shot(page, `tabletop-sheet-${info.project.name}`, true);
  await page.getByTestId('dice-cancel').click();
  await expect(sheet).toBeHidden();
  await waitTurnOf(page, 0, TEAM_TURN);
  expect(block).toHaveLength(3);

  // Again, answering: the block dice typed are the faces offered. (The Ogre is still selected.)
  await expect(page.getByTestId(`player-${OGRE}`).locator('circle.ring.sel')).toHaveCount(1);
  await clickPlayer(page, target);
  await waitTurnOf(page, 0, /Re-roll the block dice/, dice);
  await page.getByTestId('no-reroll').click();
  await waitTurnOf(page, 0, /Choose a block die/, dice);
  const faces = page.locator('[data-testid^="block-die-"]');
  const offered = await faces.evaluateAll((els) => els.map((e) => e.getAttribute('data-face')));
  expect(offered.slice(0, 2)).toEqual(['pow', 'push']);
  await expect(page.getByTestId('log')).toContainText('D6 = 6 for block');
  // Each block die's sheet named both players, the dice and who picks.
  const blockSheets = (await shown(page)).filter((s) => s.purpose === 'block');
  expect(blockSheets.length).toBeGreaterThan(0);
  for (const s of blockSheets)
    expect(s.title).toMatch(/^Block: Ogre .*#\d+ against .+ #\d+, \d dic?e?s?, .+ coach chooses$/);
  await page.locator('[data-testid^="block-die-"][data-face="pow"]').first().click();

  // Pow: the defender is pushed and knocked down; the armour roll typed (1 + 2) holds.
  await finishBlock(page, 0, dice);
  await expect(page.getByTestId(`player-${target}`)).toHaveAttribute('data-status', 'prone');
  await expect(page.getByTestId('log')).toContainText('D6 = 1 for armour');
  await expect(page.getByTestId('log')).toContainText('D6 = 2 for armour');
  const armourSheets = (await shown(page)).filter((s) => s.purpose === 'armour');
  expect(armourSheets.map((s) => s.title)).toEqual([
    expect.stringMatching(/^Armour of .+ #\d+: \d+\+ breaks \(2D6\)$/),
    expect.stringMatching(/^Armour of .+ #\d+: \d+\+ breaks \(2D6\)$/),
  ]);
  await shot(page, `tabletop-after-block-${info.project.name}`);

  // The record keeps the dice typed (and the page's secret die), so it replays exactly.
  const after = await recordNow(page);
  expect(after.record.options.seed).toBeUndefined();
  expect(after.record.options.dice).toEqual(expect.arrayContaining([6, 3, 3, 1, 2]));
  console.log(`table-top dice asked: ${asked.join(', ')}`);
});

test('one coach may type the secret die instead, behind a look-away screen', async ({ page }) => {
  await watchDiceSheets(page);
  let rollOffs = 0;
  const dice: DiceAnswer = (_sides, purpose) => (purpose.includes('roll-off') ? [6, 1][rollOffs++ % 2] : 1);
  // startGame's form, with the secret die left to a coach (the program's by default).
  await page.goto('/');
  await page.getByTestId('ng-dungeon-kind').selectOption('file');
  await page.getByTestId('ng-dungeon-file').setInputFiles(join(FIXTURES, 'skirmish.txt'));
  await page.getByTestId('ng-side-1').selectOption('scripted');
  await page.getByTestId('ng-seed').fill('4');
  await page.getByTestId('ng-tabletop').check();
  await expect(page.getByTestId('ng-secret-rolls')).toHaveValue('program');
  await page.getByTestId('ng-secret-rolls').selectOption('coach');
  await page.getByTestId('ng-start').click();
  // answerDie (helpers.ts) passes the look-away screen, types the die and closes the sheet.
  await pregameByClicks(page, 0, (s) => Math.abs(s.x - 8.5), dice);
  const secret = (await shown(page)).filter((s) => s.secret);
  expect(secret).toEqual([
    expect.objectContaining({
      purpose: 'hide the ball',
      title: expect.stringMatching(/a secret roll$/),
      away: expect.stringMatching(/^The coach of .+ rolls this one alone: the other coaches look away\.$/),
    }),
  ]);
  await expect(page.getByTestId('log')).not.toContainText('hide the ball');
  const { chestsWithBall } = await recordNow(page);
  expect(chestsWithBall).toBe(1);
});

test('on a phone the die sheet sits at the foot of the screen with faces a finger can hit', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the phone size is set here, once');
  await page.setViewportSize({ width: 390, height: 844 });
  await startGame(page, {
    seed: 4,
    seats: ['person', 'scripted'],
    dungeonFile: 'skirmish.txt',
    tabletop: true,
  });
  const sheet = page.getByTestId('dice-dialog');
  await expect(sheet).toBeVisible();
  const box = (await sheet.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390.5);
  expect(box.y + box.height).toBeLessThanOrEqual(844.5);
  // The upper part of the screen stays in sight.
  expect(box.y).toBeGreaterThan(844 / 3);
  for (let n = 1; n <= 6; n++) {
    const face = (await page.getByTestId(`dice-face-${n}`).boundingBox())!;
    expect(Math.min(face.width, face.height)).toBeGreaterThanOrEqual(48);
    expect(face.y).toBeGreaterThanOrEqual(box.y);
  }
  await shot(page, 'tabletop-phone-sheet', true);
  // A face answers: the next roll-off die is asked for.
  await page.getByTestId('dice-face-5').click();
  await expect(page.getByTestId('dice-title')).toHaveText(/placement roll-off$/);
});
