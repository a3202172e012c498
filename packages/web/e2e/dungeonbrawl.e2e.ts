/**
 * Dungeon Brawl ([000]) in the browser: the new-game screen under the ruleset (4 to 16 sides,
 * four by default, each a squad of four; the Brawl Pit for up to seven teams, the Twin Pits from
 * eight), then a six-coach game on the Brawl Pit, seed 4, people at sides 1, 3 and 5 and bots at
 * the others, a turn limit of 2 team turns each, played to its end by clicks: each person coach
 * gets the screen passed before it places its trap markers (picking each one's kind, then a
 * square: its own board shows the kind, the others' only a face-down marker), before it deploys
 * and before each of its turns; the order of play and
 * whose turn it is stay in view; the compact panel lists every team's four players with their
 * states; the first person moves a player by clicking a shaded square; at the turn limit nobody
 * has reached an end zone and the game ends with no winner.
 */
import { expect, type Page, test } from '@playwright/test';
import { clickSquare, fastBots, marked, movedOn, prompt, shot, TEAM_TURN } from './helpers.ts';

const SEATS = ['person', 'scripted', 'person', 'random', 'person', 'scripted'] as const;
const PEOPLE = SEATS.flatMap((s, i) => (s === 'person' ? [i] : []));

async function setUp(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByTestId('ng-ruleset').selectOption('dungeonbrawl');
  const count = page.getByTestId('ng-team-count');
  await expect(count).toHaveValue('4');
  const counts = await count.locator('option').allTextContents();
  expect(counts).toEqual(Array.from({ length: 13 }, (_, i) => String(i + 4)));
  await expect(page.locator('[data-testid^="ng-side-"]')).toHaveCount(4);
  await expect(page.getByTestId('ng-dungeon')).toHaveValue('brawl-pit');
  // Eight teams need the Twin Pits' two start rooms and sixteen end zones.
  await count.selectOption('8');
  await expect(page.getByTestId('ng-dungeon')).toHaveValue('twin-pits');
  const maps = await page.getByTestId('ng-dungeon').locator('option').allTextContents();
  expect(maps).toContain('The Twin Pits');
  expect(maps).not.toContain('The Brawl Pit');
  await count.selectOption('6');
  await expect(page.getByTestId('ng-dungeon')).toHaveValue('brawl-pit');
  await expect(page.locator('[data-testid^="ng-side-"]')).toHaveCount(6);
  // Each side is a squad of four picked from its team.
  await expect(page.locator('.side-pick').first()).toContainText('4 players');
  for (const [i, seat] of SEATS.entries()) await page.getByTestId(`ng-side-${i}`).selectOption(seat);
  await page.getByTestId('ng-seed').fill('4');
  await page.getByTestId('ng-turn-limit').fill('2');
  await shot(page, 'dungeonbrawl-new-game', true);
  await page.getByTestId('ng-start').click();
  await expect(page.getByTestId('board')).toBeVisible();
  await fastBots(page);
}

/** The order of play in the top bar: six teams, the one on turn marked (in play). */
async function checkOrder(page: Page): Promise<void> {
  await expect(page.getByTestId('turn-order').locator('li')).toHaveCount(6);
  const active = page.getByTestId('turn-order').locator('li[data-active="true"]');
  const turn = (await page.getByTestId('turn-now').textContent()) ?? '';
  if (/^Turn/.test(turn)) await expect(active).toHaveCount(1);
}

/** What a person answers besides its own deployment and turn (a block die a defender picks...). */
const ANSWERS =
  '[data-testid^="block-die-"]:not([disabled]), [data-testid^="push-"], [data-testid="follow-up-no"], [data-testid="no-reroll"], [data-testid^="act-"]';

interface Progress {
  passedTo: number[];
  turns: Map<number, number>;
  moved: boolean;
  /** Trap markers each person placed, by team. */
  markers: Map<number, number>;
  /** A board in play was checked for the others' markers (face down, kind unknown). */
  sawMarkers: boolean;
}

/**
 * One trap marker: the kind picked first (taking each kind in turn), then a highlighted square
 * (only the squares that kind may go on); the coach's own board then shows its kind.
 */
async function placeMarker(page: Page, team: number, p: Progress, text: string): Promise<void> {
  const placed = p.markers.get(team) ?? 0;
  if (placed === 0)
    expect(text).toMatch(/Place your trap markers face down \(6 left: 1 spiked pit, 2 pits, 3 blanks\)/);
  const kinds = page.locator('[data-testid^="trap-kind-"]');
  const n = await kinds.count();
  expect(n).toBeGreaterThan(0);
  const button = kinds.nth(placed % n);
  const kind = ((await button.getAttribute('data-testid')) ?? '').replace('trap-kind-', '');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  if (placed === 2) await shot(page, 'dungeonbrawl-markers', true);
  const squares = await marked(page);
  const to = squares[(placed * 37) % squares.length];
  await clickSquare(page, to.x, to.y);
  await movedOn(page, text);
  p.markers.set(team, placed + 1);
  // Its last marker passes the screen on at once; before that, its own board shows the kind.
  if (!/\(1 left/.test(text)) {
    const trap = page.locator(`[data-testid="trap"][data-at="${to.x}-${to.y}"]`);
    await expect(trap).toHaveAttribute('data-kind', 'faceDown');
    await expect(trap).toHaveAttribute('data-marker', kind);
  }
}

/** On a coach's board the others' markers show where they lie, never what they are. */
async function checkMarkers(page: Page, team: number, p: Progress): Promise<void> {
  const theirs = page.locator(`[data-testid="trap"][data-kind="faceDown"]:not([data-owner="${team}"])`);
  await expect(page.locator(`[data-testid="trap"][data-marker]:not([data-owner="${team}"])`)).toHaveCount(0);
  if (!p.sawMarkers && /^Turn/.test((await page.getByTestId('turn-now').textContent()) ?? '')) {
    expect(await theirs.count()).toBeGreaterThan(0);
    p.sawMarkers = true;
  }
}

/** One person's turn: the first one moves a player by a click on a shaded square; then E ends it. */
async function playTurn(page: Page, team: number, p: Progress): Promise<void> {
  const text = (await prompt(page).textContent()) ?? '';
  p.turns.set(team, (p.turns.get(team) ?? 0) + 1);
  if (!p.moved) {
    // A player picked in the panel (its pill), as on the board.
    await page.locator('[data-testid^="roster-player-"]:not([disabled])').first().click();
    const free = (await marked(page)).filter((s) => s.label === '');
    if (free.length > 0) {
      const to = free[free.length - 1];
      await clickSquare(page, to.x, to.y);
      await movedOn(page, text);
      p.moved = true;
      await shot(page, 'dungeonbrawl-moved', true);
    }
  }
  for (let i = 0; i < 5; i++) {
    const now = (await prompt(page).textContent()) ?? '';
    if (await page.getByTestId('end-activation').isVisible())
      await page.getByTestId('end-activation').click();
    else {
      await page.keyboard.press('e');
      const confirm = page.getByTestId('confirm-end-turn');
      await expect(async () => {
        expect((await confirm.isVisible()) || (await prompt(page).textContent()) !== now).toBe(true);
      }).toPass();
      if (await confirm.isVisible()) await page.getByTestId('confirm-yes').click();
    }
    await movedOn(page, now);
    const mine = (await page.getByTestId('decision').getAttribute('data-team')) === String(team);
    if (
      !mine ||
      !(
        TEAM_TURN.test((await prompt(page).textContent()) ?? '') ||
        /Click a square, or choose below/.test((await prompt(page).textContent()) ?? '')
      )
    )
      return;
  }
}

/** One step of a person: the screen passed, a deployment, a turn, or anything else asked. */
async function personStep(page: Page, p: Progress): Promise<void> {
  const screen = page.getByTestId('pass-screen');
  if (await screen.isVisible()) {
    const to = Number(await screen.getAttribute('data-team'));
    expect(PEOPLE).toContain(to);
    // The board is hidden behind it; the order of play is on it too.
    await expect(page.getByTestId('pass-order').locator('li')).toHaveCount(6);
    p.passedTo.push(to);
    await page.getByTestId('pass-screen-ready').click();
    await expect(screen).toHaveCount(0);
    await expect(page.getByTestId('decision')).toHaveAttribute('data-team', String(to));
    await checkMarkers(page, to, p);
    return;
  }
  const team = Number(await page.getByTestId('decision').getAttribute('data-team'));
  const text = (await prompt(page).textContent()) ?? '';
  if (!PEOPLE.includes(team) || /bot is thinking/.test(text)) return void (await page.waitForTimeout(20));
  // The screen was passed to this coach before it saw the board.
  expect(p.passedTo.at(-1)).toBe(team);
  if (/Place your trap markers/.test(text)) return placeMarker(page, team, p, text);
  if (/Deploy your players/.test(text)) {
    const [first] = await marked(page);
    await clickSquare(page, first.x, first.y);
  } else if (TEAM_TURN.test(text)) return playTurn(page, team, p);
  else await page.locator(ANSWERS).first().click();
  await movedOn(page, text);
}

test('Dungeon Brawl: six coaches, people and bots, played to the turn limit by clicks', async ({ page }) => {
  test.setTimeout(180_000);
  await setUp(page);
  const p: Progress = { passedTo: [], turns: new Map(), moved: false, markers: new Map(), sawMarkers: false };
  const over = page.getByTestId('game-over');
  let checked = false;
  for (let i = 0; i < 2000 && !(await over.isVisible()); i++) {
    await checkOrder(page);
    if (!checked && /^Turn/.test((await page.getByTestId('turn-now').textContent()) ?? '')) {
      // The compact panel: a row per team, four players each, every state in words and a glyph.
      for (let t = 0; t < 6; t++)
        await expect(page.getByTestId(`roster-${t}`).locator('[data-state]')).toHaveCount(4);
      await expect(page.locator('.team-tab')).toHaveCount(24);
      checked = true;
    }
    await personStep(page, p);
  }
  await expect(over).toBeVisible();
  await expect(page.getByTestId('game-result')).toContainText(/turn limit|nobody/i);
  await shot(page, 'dungeonbrawl-over', true);
  // Every person placed its six markers by clicks, and played both its turns, each after the
  // screen was passed to it.
  for (const t of PEOPLE) expect(p.markers.get(t)).toBe(6);
  expect(p.sawMarkers).toBe(true);
  for (const t of PEOPLE) expect(p.turns.get(t)).toBe(2);
  for (const t of PEOPLE) expect(p.passedTo.filter((x) => x === t).length).toBeGreaterThanOrEqual(4);
});
