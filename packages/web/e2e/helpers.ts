/**
 * Helpers for the browser tests: set up a game on the new-game screen, read the board (tokens,
 * highlighted squares) from the SVG, and click squares and players as a coach would. They use
 * only the test ids of docs/web.md and what the page draws.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** The board's square size in SVG units (src/board/Floor.tsx). */
export const CELL = 32;

export const FIXTURES = join(import.meta.dirname, 'fixtures');
/** Board pictures kept as test artifacts (gitignored). */
export const SHOTS = join(import.meta.dirname, '..', 'test-results', 'screenshots');

export type Seat = 'person' | 'scripted' | 'random';

export interface GameSetup {
  seed: number;
  /** The ruleset's id (default: the first offered, Dungeon Bowl 2021). */
  ruleset?: string;
  seats: Seat[];
  /** A map file under e2e/fixtures; else the default built-in dungeon (the Great Hall). */
  dungeonFile?: string;
  turnLimit?: number;
  tabletop?: boolean;
}

export interface Square {
  x: number;
  y: number;
  /** The chance written on a shaded square ('' when it needs no dice). */
  label: string;
}

/** Fills in the new-game form and starts the game. */
export async function startGame(page: Page, s: GameSetup): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('new-game-screen')).toBeVisible();
  if (s.ruleset) await page.getByTestId('ng-ruleset').selectOption(s.ruleset);
  if (s.dungeonFile) {
    await page.getByTestId('ng-dungeon-kind').selectOption('file');
    await page.getByTestId('ng-dungeon-file').setInputFiles(join(FIXTURES, s.dungeonFile));
    await expect(page.getByTestId('ng-dungeon-preview')).toBeVisible();
  }
  for (const [i, seat] of s.seats.entries()) await page.getByTestId(`ng-side-${i}`).selectOption(seat);
  await page.getByTestId('ng-seed').fill(String(s.seed));
  if (s.turnLimit) await page.getByTestId('ng-turn-limit').fill(String(s.turnLimit));
  if (s.tabletop) await page.getByTestId('ng-tabletop').check();
  await page.getByTestId('ng-start').click();
}

/** Bots play as fast as the page allows. */
export async function fastBots(page: Page): Promise<void> {
  await page.getByTestId('bot-speed').selectOption('0');
}

/** Table-top mode: the value typed for a die the page asks for. */
export type DiceAnswer = (sides: number, purpose: string) => number;

/**
 * Answers the open dice dialog: faces up to D8 as buttons for even values, the rest typed into
 * the box and sent with Enter (both ways a coach has); a secret die behind its look-away screen.
 * Returns what was asked (the purpose is the engine's, `data-purpose`).
 */
export async function answerDie(
  page: Page,
  answer: DiceAnswer,
): Promise<{ sides: number; purpose: string; value: number }> {
  const dialog = page.getByTestId('dice-dialog');
  const handle = await dialog.elementHandle();
  const sides = Number(await dialog.getAttribute('data-sides'));
  const purpose = (await dialog.getAttribute('data-purpose')) ?? '';
  const value = answer(sides, purpose);
  // A secret die typed by one coach: the others look away first, and it is hidden after.
  const secret = (await dialog.getAttribute('data-secret')) === 'true';
  if (secret) await page.getByTestId('dice-looking-away').click();
  if (sides <= 8 && value % 2 === 0) await page.getByTestId(`dice-face-${value}`).click();
  else {
    await page.getByTestId('dice-input').fill(String(value));
    await page.getByTestId('dice-input').press('Enter');
  }
  if (secret) await page.getByTestId('dice-hidden-done').click();
  await handle?.waitForElementState('hidden');
  return { sides, purpose, value };
}

/**
 * Waits until `team`, a person, may decide (nothing running, no bot thinking) and returns the
 * decision panel's prompt. In table-top mode, dice asked for meanwhile are answered.
 */
export async function waitTurnOf(
  page: Page,
  team: number,
  want?: RegExp,
  dice?: DiceAnswer,
): Promise<string> {
  const panel = page.getByTestId('decision');
  const dialog = page.getByTestId('dice-dialog');
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (dice && (await dialog.isVisible())) {
      await answerDie(page, dice);
      continue;
    }
    const text = (await panel.isVisible()) ? ((await prompt(page).textContent()) ?? '') : '';
    const mine = (await panel.getAttribute('data-team').catch(() => null)) === String(team);
    if (process.env.E2E_DEBUG) console.log(`[wait ${team}] mine=${mine} ${text}`);
    if (mine && !/bot is thinking/.test(text) && (!want || want.test(text))) return text;
    await page.waitForTimeout(20);
  }
  throw new Error(`team ${team} never got to decide${want ? ` (${want})` : ''}`);
}

export const prompt = (page: Page): Locator => page.getByTestId('decision').locator('.prompt');

/**
 * The team turn's prompt, with no player selected ("Select a player to act, or end the turn") or
 * with one ("Lineman #3: click a square to move, or pick an action (or select another player)").
 */
export const TEAM_TURN = /Select a player to act|or pick an action \(or select another player\)/;

/** After a click: the prompt moved on from `text`, or a die is asked for (table-top mode). */
export async function movedOn(page: Page, text: string): Promise<void> {
  await expect(async () => {
    const asked = await page.getByTestId('dice-dialog').isVisible();
    expect(asked || (await prompt(page).textContent()) !== text).toBe(true);
  }).toPass({ timeout: 10_000 });
}

/** Block dice faces, best first for the attacker. */
export const FACE_ORDER = ['pow', 'stumble', 'push', 'bothDown', 'playerDown'];

/**
 * Answers what a block leaves to the person (push squares, follow-up, re-roll offers) until the
 * turn or the activation goes on; returns that prompt.
 */
export async function finishBlock(page: Page, team: number, dice?: DiceAnswer): Promise<string> {
  for (let i = 0; i < 10; i++) {
    const text = await waitTurnOf(page, team, undefined, dice);
    if (TEAM_TURN.test(text) || /Click a square, or choose below/.test(text)) return text;
    const button = page.locator(
      '[data-testid^="push-"], [data-testid="follow-up-no"], [data-testid="no-reroll"]',
    );
    await button.first().click();
    await movedOn(page, text);
  }
  throw new Error('the block did not end');
}

/** The squares shaded on the board (where a click does something), with their labels. */
export async function marked(page: Page): Promise<Square[]> {
  return page
    .getByTestId('board')
    .locator('.marks .mark')
    .evaluateAll(
      (gs, cell) =>
        gs.map((g) => {
          const r = g.querySelector('rect')!;
          return {
            x: Math.round((Number(r.getAttribute('x')) - 1) / cell),
            y: Math.round((Number(r.getAttribute('y')) - 1) / cell),
            label: g.querySelector('text')?.textContent ?? '',
          };
        }),
      CELL,
    );
}

/**
 * Clicks a spot as a coach does: in the turn, where a click first previews what it would do
 * (`preview-layer` with `data-confirm="two"`), a second click on the same spot confirms, unless
 * the first opened a pop-up of several choices or was refused (`click-notice`).
 */
async function clickTwice(page: Page, target: Locator, armed: Locator): Promise<void> {
  const two = (await page.getByTestId('preview-layer').getAttribute('data-confirm')) === 'two';
  await target.click();
  if (!two) return;
  const menu = page.getByTestId('choice-menu');
  const refused = page.getByTestId('click-notice');
  await expect(armed.or(menu).or(refused).first()).toBeVisible();
  if (await armed.isVisible()) await target.click();
}

/** Clicks a square (and confirms it in the turn: see `clickTwice`). */
export async function clickSquare(page: Page, x: number, y: number): Promise<void> {
  const armed = page.locator(`[data-testid="preview"][data-armed="true"][data-x="${x}"][data-y="${y}"]`);
  await clickTwice(page, page.getByTestId(`sq-${x}-${y}`), armed);
}

/** Clicks a player's token (and confirms what it does in the turn: see `clickTwice`). */
export async function clickPlayer(page: Page, id: number): Promise<void> {
  const armed = page.locator(`[data-testid="preview"][data-armed="true"][data-spot="p${id}"]`);
  await clickTwice(page, page.getByTestId(`player-${id}`), armed);
}

/** CSS px per SVG unit of the board as drawn now (1: squares of CELL px); the viewport's zoom. */
export async function boardScale(page: Page): Promise<number> {
  return page
    .getByTestId('board')
    .evaluate((svg) => svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width);
}

/** Where a player's token stands (from its transform), or null off the board. */
export async function tokenAt(page: Page, id: number): Promise<{ x: number; y: number } | null> {
  const token = page.getByTestId(`player-${id}`);
  if ((await token.count()) === 0) return null;
  const style = (await token.getAttribute('style')) ?? '';
  const m = /translate\(([\d.]+)px,\s*([\d.]+)px\)/.exec(style);
  return m ? { x: Math.round(Number(m[1]) / CELL), y: Math.round(Number(m[2]) / CELL) } : null;
}

/** Ids of the players drawn with a ring of the given kind: 'pick' (selectable), 'sel', 'target'. */
export async function ringed(page: Page, kind: 'pick' | 'sel' | 'target'): Promise<number[]> {
  return page
    .getByTestId('board')
    .locator(`g.token:has(circle.ring.${kind})`)
    .evaluateAll((gs) => gs.map((g) => Number(g.getAttribute('data-player'))));
}

/**
 * How long from a click on a token to the board drawn again with the selection (the reachable
 * squares computed by the engine): a MutationObserver on the board, then the next frame painted.
 */
export async function clickToBoard(page: Page, id: number): Promise<{ mutation: number; frame: number }> {
  return page.evaluate((player) => {
    const board = document.querySelector('[data-testid="board"]')!;
    const token = document.querySelector(`[data-testid="player-${player}"]`)!;
    return new Promise<{ mutation: number; frame: number }>((resolve) => {
      const t0 = performance.now();
      const seen = new MutationObserver(() => {
        seen.disconnect();
        const mutation = performance.now() - t0;
        requestAnimationFrame(() => resolve({ mutation, frame: performance.now() - t0 }));
      });
      seen.observe(board, { subtree: true, childList: true, attributes: true });
      token.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    });
  }, id);
}

/** Saves a picture of the board (or the whole page) under test-results/screenshots. */
export async function shot(page: Page, name: string, whole = false): Promise<string> {
  mkdirSync(SHOTS, { recursive: true });
  const path = join(SHOTS, `${name}.png`);
  // Tokens slide for 180 ms: finish the slide so the picture shows where they stand.
  if (whole) await page.screenshot({ path, animations: 'disabled' });
  else await page.getByTestId('board').screenshot({ path, animations: 'disabled' });
  return path;
}

/**
 * Plays a person's pre-game on the board: each chest and portal on the first highlighted square,
 * the first end zone offered, and each player on the highlighted square that `deployScore`
 * rates lowest (by default the first one).
 */
export async function pregameByClicks(
  page: Page,
  team: number,
  deployScore: (s: Square) => number = () => 0,
  dice?: DiceAnswer,
): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const text = await waitTurnOf(page, team, undefined, dice);
    if (TEAM_TURN.test(text)) return;
    let clicked: Square | null = null;
    // The prompt may be caught between two renders (the game screen is a chunk loaded late): look again.
    if (text.trim() === '') {
      await page.waitForTimeout(100);
      continue;
    }
    if (/Place a (chest|portal)/.test(text)) {
      [clicked] = await marked(page);
      await clickSquare(page, clicked.x, clicked.y);
    } else if (/Choose your end zone/.test(text)) {
      await page.locator('[data-testid^="act-chooseEndZone-"]').first().click();
    } else if (/Deploy your players/.test(text)) {
      const squares = await marked(page);
      squares.sort((a, b) => deployScore(a) - deployScore(b));
      clicked = squares[0];
      await clickSquare(page, clicked.x, clicked.y);
    } else throw new Error(`unexpected pre-game decision: ${text}`);
    // The click is applied when the prompt (or the team deciding) changes, a die is asked for, or
    // the square clicked is no longer offered (one chest after another: the same prompt).
    const sq = clicked;
    const taken = async () => !!sq && !(await marked(page)).some((m) => m.x === sq.x && m.y === sq.y);
    await expect(async () => {
      const now = await page.getByTestId('decision').getAttribute('data-team');
      const asked = await page.getByTestId('dice-dialog').isVisible();
      const moved = now !== String(team) || (await prompt(page).textContent()) !== text;
      expect(asked || moved || (await taken())).toBe(true);
    }).toPass({ timeout: 10_000 });
  }
  throw new Error('the pre-game did not end');
}
