/**
 * Reading the board at any size (issue 20): a person against the scripted bot on the Great Hall,
 * at 1400x900, 1024x700 and 820x1180 (touch). After the fit, a square is at least 32 CSS px, the
 * players' numbers and the chances on shaded squares at least 11 px, and on the tablet every
 * button of the bars and the panel at least 40 px; at 1400x900 the whole dungeon fits. The zoom
 * buttons, keys and wheel change the scale, Fit brings it back; on the tablet a long press shows a
 * player's profile and selects nothing, and a pinch zooms. Prints the click-to-board p95 over
 * twenty clicks. The side panel shows the decision's buttons and the log's newest entry together;
 * at the first turn the board shows the person's own players; the position letters on the tokens
 * are at least 11 px. On a phone (390x844) the new-game form is no wider than the screen and the
 * first table-top die fits it. A picture per size goes to the artifacts (`UPDATE_SCREENSHOT=1`:
 * docs/images).
 */
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  boardScale,
  clickToBoard,
  fastBots,
  marked,
  pregameByClicks,
  ringed,
  SHOTS,
  shot,
  startGame,
  waitTurnOf,
} from './helpers.ts';

/** The goals: squares and labels in CSS px at the default zoom, and a finger's target on touch. */
const SQUARE_PX = 32;
const LABEL_PX = 11;
const TOUCH_PX = 40;

/** The on-screen size of a square and of the first matching SVG text's font. */
async function sizes(
  page: Page,
  textSel: string,
): Promise<{ square: number; font: number; textHeight: number }> {
  return page.getByTestId('board').evaluate((svg, sel) => {
    const sq = svg.querySelector('[data-testid="sq-1-1"]')!.getBoundingClientRect();
    const text = svg.querySelector(sel) as SVGTextElement;
    const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
    return {
      square: sq.width,
      font: Number(text.getAttribute('font-size')) * scale,
      textHeight: text.getBoundingClientRect().height,
    };
  }, textSel);
}

/** Buttons and lists a finger may need, and any that are smaller than TOUCH_PX. */
async function smallTargets(page: Page): Promise<string[]> {
  return page
    .locator('.topbar button, .topbar select, .zoom-controls button, .side button, .side select')
    .evaluateAll((els, min) => {
      const out: string[] = [];
      for (const el of els) {
        const r = el.getBoundingClientRect();
        if (r.width === 0) continue; // not shown
        if (r.width < min || r.height < min)
          out.push(`${el.getAttribute('data-testid') ?? el.textContent}: ${r.width}x${r.height}`);
      }
      return out;
    }, TOUCH_PX);
}

/** Every player the coach may act with is wholly inside the board's viewport (board/focus.ts). */
async function ownPlayersInSight(page: Page): Promise<void> {
  const box = (await page.getByTestId('board-viewport').boundingBox())!;
  const ids = await ringed(page, 'pick');
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) {
    const t = (await page.getByTestId(`player-${id}`).boundingBox())!;
    const inside =
      t.x >= box.x - 1 &&
      t.y >= box.y - 1 &&
      t.x + t.width <= box.x + box.width + 1 &&
      t.y + t.height <= box.y + box.height + 1;
    expect(inside, `player ${id} in sight`).toBe(true);
  }
}

/** The decision's buttons and the log's newest entry are both in sight, with no scrolling. */
async function panelInSight(page: Page): Promise<void> {
  const buttons = page.getByTestId('decision').locator('.buttons button');
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const b of await buttons.all()) await expect(b).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId('log').locator('[data-newest="true"]')).toBeInViewport();
}

/** A finger resting on a point for `ms` (Chrome's touch input, as a tablet sends it). */
async function longPress(page: Page, x: number, y: number, ms: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  await page.waitForTimeout(ms);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Two fingers spreading apart around (x, y). */
async function pinchOut(page: Page, x: number, y: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (d: number) => [
    { x: x - d, y, id: 0 },
    { x: x + d, y, id: 1 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(30) });
  for (const d of [45, 60, 75, 90])
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(d) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** The value `q` (0..1) of the way up the sorted list. */
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * q) - 1];

test('the board is readable at this size: squares, labels, touch targets, zoom and pan', async ({
  page,
}, info) => {
  const size = info.project.name;
  const touch = !!info.project.use.hasTouch;
  await startGame(page, { seed: 2, seats: ['person', 'scripted'] });
  await fastBots(page);
  await pregameByClicks(page, 0);
  await waitTurnOf(page, 0, /Select a player to act/);
  const viewport = page.getByTestId('board-viewport');
  await expect(viewport).toHaveAttribute('data-fit', 'true');
  const fitScale = await boardScale(page);

  // The coach's own players in sight at its first turn, the panel's buttons and newest log line too.
  await ownPlayersInSight(page);
  await panelInSight(page);

  // Squares and the players' numbers at the default zoom.
  const tokens = await sizes(page, 'g.token text');
  console.log(
    `${size}: fit scale ${fitScale.toFixed(2)}, square ${tokens.square.toFixed(1)} px, player number ${tokens.font.toFixed(1)} px (box ${tokens.textHeight.toFixed(1)} px)`,
  );
  expect(tokens.square).toBeGreaterThanOrEqual(SQUARE_PX);
  expect(tokens.font).toBeGreaterThanOrEqual(LABEL_PX);
  const letters = await sizes(page, 'g.token text.pos');
  console.log(`${size}: position letters ${letters.font.toFixed(1)} px`);
  expect(letters.font).toBeGreaterThanOrEqual(LABEL_PX);
  if (size === 'desktop') {
    // The whole Great Hall in sight: nothing to scroll.
    const over = await viewport.evaluate((el) => [
      el.scrollWidth - el.clientWidth,
      el.scrollHeight - el.clientHeight,
    ]);
    expect(over).toEqual([0, 0]);
  }

  // Select the player with the most chances written on its squares.
  let best = -1;
  for (const id of await ringed(page, 'pick')) {
    await page.getByTestId(`player-${id}`).click();
    if ((await marked(page)).some((s) => s.label !== '')) {
      best = id;
      break;
    }
    await page.keyboard.press('Escape');
  }
  expect(best).toBeGreaterThanOrEqual(0);
  const odds = await sizes(page, '.marks .mark text');
  console.log(`${size}: odds label ${odds.font.toFixed(1)} px (box ${odds.textHeight.toFixed(1)} px)`);
  expect(odds.font).toBeGreaterThanOrEqual(LABEL_PX);
  await panelInSight(page);

  if (touch) expect(await smallTargets(page)).toEqual([]);
  const path = join(SHOTS, `sizes-${size}.png`);
  await page.mouse.move(0, 0);
  await page.screenshot({ path, animations: 'disabled' });
  if (process.env.UPDATE_SCREENSHOT) {
    const docs = join(import.meta.dirname, '..', '..', '..', 'docs', 'images', `board-${size}.png`);
    await page.screenshot({ path: docs, animations: 'disabled' });
  }

  // Click to board updated: the selected player unselected and selected again, twenty times.
  const frames: number[] = [];
  for (let i = 0; i < 20; i++) frames.push((await clickToBoard(page, best)).frame);
  if (process.env.E2E_DEBUG) console.log(frames.map((f) => f.toFixed(1)).join(' '));
  console.log(
    `${size}: click to board updated (select / unselect a player, 20 clicks): p95 ${quantile(frames, 0.95).toFixed(1)} ms, median ${quantile(frames, 0.5).toFixed(1)} ms`,
  );

  await zoomChecks(page, fitScale, size);
  if (touch) await touchChecks(page, best);
});

/** The buttons, the keys and (with a mouse) the wheel change the scale; Fit and 0 bring it back. */
async function zoomChecks(page: Page, fit: number, size: string): Promise<void> {
  const viewport = page.getByTestId('board-viewport');
  await page.getByTestId('zoom-in').click();
  await expect.poll(() => boardScale(page)).toBeCloseTo(fit * 1.25, 2);
  await expect(viewport).toHaveAttribute('data-fit', 'false');
  await page.getByTestId('zoom-out').click();
  await page.getByTestId('zoom-out').click();
  await expect.poll(() => boardScale(page)).toBeCloseTo(fit / 1.25, 2);
  await page.getByTestId('zoom-fit').click();
  await expect.poll(() => boardScale(page)).toBeCloseTo(fit, 2);
  await expect(viewport).toHaveAttribute('data-fit', 'true');
  // Fit shows the coach's own players, not the middle of a dungeon larger than the space.
  await ownPlayersInSight(page);

  // The keys, with the focus on the page (not in the bots' speed list).
  await page.locator('body').click({ position: { x: 2, y: 2 } });
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect.poll(() => boardScale(page)).toBeCloseTo(fit * 1.25 * 1.25, 2);
  // Zoomed in, the board is larger than the space: the arrows pan it.
  const left = await viewport.evaluate((el) => el.scrollLeft);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => viewport.evaluate((el) => el.scrollLeft)).toBeLessThan(left);
  await page.keyboard.press('-');
  await expect.poll(() => boardScale(page)).toBeCloseTo(fit * 1.25, 2);
  await page.keyboard.press('0');
  await expect.poll(() => boardScale(page)).toBeCloseTo(fit, 2);

  if (size !== 'tablet') {
    const box = (await viewport.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => boardScale(page)).toBeGreaterThan(fit * 1.2);
    // A drag pans, and its click acts on nothing (the selection stays, no player moves).
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const left = await viewport.evaluate((el) => el.scrollLeft);
    const selected = await ringed(page, 'sel');
    await page.mouse.down();
    await page.mouse.move(x - 120, y, { steps: 6 });
    await page.mouse.up();
    await expect.poll(() => viewport.evaluate((el) => el.scrollLeft)).toBeGreaterThan(left);
    expect(await ringed(page, 'sel')).toEqual(selected);
    await page.keyboard.press('0');
  }
}

/** A long press shows a player's profile and selects nothing; two fingers spreading zoom in. */
async function touchChecks(page: Page, id: number): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(`player-${id}`).locator('circle.ring.sel')).toHaveCount(0);
  await expect(page.getByTestId('profile')).toHaveCount(0);
  const token = page.getByTestId(`player-${id}`);
  await token.scrollIntoViewIfNeeded();
  const b = (await token.boundingBox())!;
  await longPress(page, b.x + b.width / 2, b.y + b.height / 2, 800);
  // The card of the player pressed, with its skills explained (panel/PlayerCard.tsx).
  const card = page.getByTestId('profile');
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('data-player', String(id));
  await expect(card.getByTestId('card-title')).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page.getByTestId(`player-${id}`).locator('circle.ring.sel')).toHaveCount(0);

  const fit = await boardScale(page);
  const v = (await page.getByTestId('board-viewport').boundingBox())!;
  await pinchOut(page, v.x + v.width / 2, v.y + v.height / 2);
  await expect.poll(() => boardScale(page)).toBeGreaterThan(fit * 1.5);
}

/** A phone at the table: 390x844, table-top dice. */
const PHONE = { width: 390, height: 844 };

test('a phone: the new-game form fits the width, the first table-top die fits the screen', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one run: the phone size is set here');
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await expect(page.getByTestId('new-game-screen')).toBeVisible();
  await page.getByTestId('ng-tabletop').check();
  const wide = () =>
    page.getByTestId('new-game-screen').evaluate((root, w) => {
      const out: string[] = [];
      for (const el of [root, ...root.querySelectorAll('*')]) {
        const r = el.getBoundingClientRect();
        if (r.width > 0 && (r.right > w + 0.5 || r.left < -0.5))
          out.push(
            `${el.tagName}.${el.className} ${el.getAttribute('data-testid') ?? ''}: ${r.left}-${r.right}`,
          );
      }
      return out;
    }, PHONE.width);
  expect(await wide()).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(page, 'sizes-phone-new-game', true);

  // The first die (the placement roll-off) is asked over the form: all of it on the screen.
  await page.getByTestId('ng-side-0').selectOption('person');
  await page.getByTestId('ng-side-1').selectOption('person');
  await page.getByTestId('ng-seed').fill('2');
  await page.getByTestId('ng-start').click();
  const dialog = page.getByTestId('dice-dialog');
  await expect(dialog).toBeVisible();
  await shot(page, 'sizes-phone-first-die', true);
  const faces = dialog.locator('[data-testid^="dice-face-"]');
  expect(await faces.count()).toBeGreaterThan(0);
  for (const f of await faces.all()) {
    await f.scrollIntoViewIfNeeded();
    await expect(f).toBeInViewport({ ratio: 1 });
  }
  const d = (await dialog.boundingBox())!;
  expect(d.x).toBeGreaterThanOrEqual(0);
  expect(d.x + d.width).toBeLessThanOrEqual(PHONE.width + 0.5);
  expect(d.y).toBeGreaterThanOrEqual(0);
  expect(d.y + d.height).toBeLessThanOrEqual(PHONE.height + 0.5);
  await dialog.getByTestId('dice-input').scrollIntoViewIfNeeded();
  await expect(dialog.getByTestId('dice-input')).toBeInViewport({ ratio: 1 });
});
