/**
 * Classic Dungeonbowl in hotseat, every step by clicks: the ruleset chosen on the new-game screen
 * (its maps only, no College Wizard, extra trap counters offered), the end zone, each coach's
 * three face-down trap counters placed after the screen is passed to it (the other coach's board
 * never shows them, nor does its log), the deployment, and a first turn in which a Bright Blasters
 * player steps onto a Grey Lurkers counter it could not see: the counter is turned over in
 * everyone's log, and a pit stays drawn for both coaches. The Cellar map (fixtures) has its chest
 * and pads fixed, so the pre-game places no chests or pads; seed 1 gives the Bright Blasters the
 * end-zone choice, the first counters, the first deployment and the first turn.
 */
import { expect, type Page, test } from '@playwright/test';
import { clickSquare, marked, movedOn, prompt, shot, startGame, waitTurnOf } from './helpers.ts';

const traps = (page: Page, owner: number, kind = 'faceDown') =>
  page.locator(`[data-testid="trap"][data-owner="${owner}"][data-kind="${kind}"]`);

/** The screen is passed to `team`'s coach: the board behind shows no face-down counter. */
async function passTo(page: Page, team: number): Promise<void> {
  const screen = page.getByTestId('pass-screen');
  await expect(screen).toHaveAttribute('data-team', String(team));
  await expect(page.locator('[data-testid="trap"][data-kind="faceDown"]')).toHaveCount(0);
  await page.getByTestId('pass-screen-ready').click();
  await expect(screen).toHaveCount(0);
}

/**
 * Places the coach's counters; each is drawn at once for its coach, and its placement is in the
 * log. The last one passes the screen on at once (the next coach places or deploys next).
 */
async function placeTraps(page: Page, team: number, squares: [number, number][]): Promise<void> {
  const name = team === 0 ? 'Bright Blasters' : 'Grey Lurkers';
  for (const [i, [x, y]] of squares.entries()) {
    await waitTurnOf(page, team, /Place a trap counter/);
    expect(await marked(page)).toContainEqual({ x, y, label: '' });
    await clickSquare(page, x, y);
    if (i === squares.length - 1) break;
    await expect(traps(page, team)).toHaveCount(i + 1);
    await expect(page.locator(`[data-testid="trap"][data-at="${x}-${y}"]`)).toBeVisible();
    await expect(page.getByTestId('log')).toContainText(
      `${name} places a trap counter face down at (${x},${y})`,
    );
  }
  await shot(page, `classic-traps-${team}`, true);
}

/** Six players deployed: on the squares given first, then on the first square offered. */
async function deploy(page: Page, team: number, squares: [number, number][] = []): Promise<void> {
  for (let i = 0; i < 6; i++) {
    const text = await waitTurnOf(page, team, /Deploy your players/);
    const [x, y] = squares[i] ?? [(await marked(page))[0].x, (await marked(page))[0].y];
    await clickSquare(page, x, y);
    await movedOn(page, text);
  }
}

/** Ends `team`'s turn: the activation under way, then the turn (confirmed when asked). */
async function endTurn(page: Page, team: number): Promise<void> {
  for (let i = 0; i < 10; i++) {
    if ((await page.getByTestId('decision').getAttribute('data-team')) !== String(team)) return;
    const text = (await prompt(page).textContent()) ?? '';
    if (await page.getByTestId('end-activation').isVisible())
      await page.getByTestId('end-activation').click();
    else if (await page.getByTestId('end-turn').isVisible()) {
      await page.keyboard.press('e');
      if (await page.getByTestId('confirm-end-turn').isVisible())
        await page.getByTestId('confirm-yes').click();
    }
    await movedOn(page, text).catch(() => {});
  }
}

test('the new-game screen under classic: its maps only, no College Wizard, extra trap counters', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('ng-team-0').selectOption('random:college-of-fire');
  await expect(page.getByTestId('ng-wizard-0')).toBeVisible();
  await expect(page.getByTestId('ng-traps-0')).toHaveCount(0);
  await page.getByTestId('ng-ruleset').selectOption('classic');
  await expect(page.getByTestId('ng-ruleset').locator('option:checked')).toHaveText('Classic Dungeonbowl');
  await expect(page.getByTestId('ng-wizard-0')).toHaveCount(0);
  await expect(page.getByTestId('ng-traps-0')).toBeVisible();
  const maps = await page
    .getByTestId('ng-dungeon')
    .locator('option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect(maps).toContain('great-hall');
  expect(maps.some((m) => m.startsWith('brawl-') || m === 'twin-pits')).toBe(false);
});

test('classic hotseat: trap counters placed by clicks behind a passed screen, then a turn', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await startGame(page, {
    seed: 1,
    ruleset: 'classic',
    seats: ['person', 'person'],
    dungeonFile: 'cellar.txt',
  });
  await waitTurnOf(page, 0, /Choose your end zone/);
  // Nothing is secret yet: the end zone is chosen without passing the screen.
  await expect(page.getByTestId('pass-screen')).toHaveCount(0);
  await page.getByTestId('act-chooseEndZone-A').click();

  // The screen goes to the Bright Blasters' coach even though it chose the end zone: the other
  // coach must look away before the first counter goes down.
  await passTo(page, 0);
  await placeTraps(page, 0, [
    [6, 1],
    [10, 5],
    [14, 3],
  ]);

  // The Grey Lurkers' coach sees none of them, on the board or in the log.
  await passTo(page, 1);
  await expect(traps(page, 0)).toHaveCount(0);
  await expect(page.getByTestId('log')).not.toContainText('Bright Blasters places a trap counter');
  await placeTraps(page, 1, [
    [5, 2],
    [5, 3],
    [5, 4],
  ]);

  // Each coach deploys behind a passed screen, seeing only its own counters.
  await passTo(page, 0);
  await expect(traps(page, 0)).toHaveCount(3);
  await expect(traps(page, 1)).toHaveCount(0);
  await expect(page.getByTestId('log')).not.toContainText('Grey Lurkers places a trap counter');
  await deploy(page, 0, [
    [3, 1],
    [3, 3],
  ]);
  await passTo(page, 1);
  await expect(traps(page, 1)).toHaveCount(3);
  await expect(traps(page, 0)).toHaveCount(0);
  await deploy(page, 1);

  // Turn 1: a Dwarf Blitzer walks through the door onto a counter its coach cannot see.
  await passTo(page, 0);
  await waitTurnOf(page, 0, /Select a player to act/);
  await expect(page.getByTestId('turn-info')).toContainText('Turn 1');
  await expect(traps(page, 1)).toHaveCount(0);
  await page.getByTestId('player-1').click();
  await expect(page.getByTestId('player-1').locator('circle.ring.sel')).toHaveCount(1);
  // It walks on over the counters along the door until one is not a fake (or none is left).
  const log = page.getByTestId('log');
  let kind = 'fake';
  let flipped = 0;
  let at = page.locator('[data-testid="trap"][data-at="5-3"]');
  for (const [x, y] of [
    [5, 3],
    [5, 4],
    [5, 2],
  ]) {
    if (flipped > 0) await waitTurnOf(page, 0, /Click a square/);
    await clickSquare(page, x, y);
    const line = `turns over Grey Lurkers' trap counter at (${x},${y})`;
    await expect(log).toContainText(line);
    flipped++;
    const text = (await log.textContent()) ?? '';
    kind = text.includes(`${line}: a SPIKED PIT`)
      ? 'spikedPit'
      : text.includes(`${line}: a PIT`)
        ? 'pit'
        : 'fake';
    at = page.locator(`[data-testid="trap"][data-at="${x}-${y}"]`);
    // A pit is drawn for everyone; a fake is removed.
    await expect(at).toHaveCount(kind === 'fake' ? 0 : 1);
    if (kind !== 'fake') break;
  }
  // Seed 1: the first is a fake, the second a pit, drawn now for both coaches.
  expect(kind).toBe('pit');
  await expect(at).toHaveAttribute('data-kind', kind);
  await shot(page, 'classic-2-trap');
  await endTurn(page, 0);

  // The Grey Lurkers' turn: its counters not turned over still face down, the Bright Blasters' hidden.
  await passTo(page, 1);
  await waitTurnOf(page, 1, /Select a player to act/);
  await expect(traps(page, 1)).toHaveCount(3 - flipped);
  await expect(traps(page, 0)).toHaveCount(0);
  await expect(at).toHaveCount(kind === 'fake' ? 0 : 1);
  await expect(log).toContainText("turns over Grey Lurkers' trap counter at (5,3)");
  console.log(`classic turn 1: ${flipped} counter(s) turned over, the last one ${kind}`);
});
