/**
 * The player card and the legend, as a coach meets them at 1400x900, 1024x700 and 820x1180
 * (touch): while chests and portals are placed the panel says where they may go; in play,
 * hovering a player on the board or in the dugout shows its card, each skill with what it does;
 * the legend, opened, says which end zone each team scores in and what the shades mean.
 * The Skirmish map (fixtures) has the chests and portals placed in the pre-game.
 */
import { expect, test } from '@playwright/test';
import { fastBots, pregameByClicks, shot, startGame, waitTurnOf } from './helpers.ts';

const OGRE = 0; // the Bright Blasters' first player: Loner, Bone Head, Mighty Blow, ...

test('the placement rule, a player card by hovering, the legend', async ({ page }, info) => {
  await startGame(page, { seed: 2, seats: ['person', 'scripted'], dungeonFile: 'skirmish.txt' });
  await expect(page.getByTestId('board')).toBeVisible();
  await fastBots(page);

  // Placing a chest or a portal: the rule for where it may go, from the ruleset's own data.
  await waitTurnOf(page, 0, /Place a (chest|portal)/);
  await expect(page.getByTestId('placement-rule')).toContainText(/at most one (chest|portal) in a room/);
  await pregameByClicks(page, 0, (s) => Math.abs(s.x - 8.5));
  await expect(page.getByTestId('turn-info')).toContainText('Turn 1');
  await expect(page.getByTestId('placement-rule')).toHaveCount(0);

  // Hovering a token: its card, each skill named and explained.
  await page.getByTestId(`player-${OGRE}`).hover();
  const card = page.getByTestId('profile');
  await expect(card).toHaveAttribute('data-player', String(OGRE));
  await expect(card.getByTestId('card-title')).toContainText('Ogre');
  await expect(card.getByTestId('card-state')).toContainText('standing');
  await expect(card.getByTestId('card-skill-mightyBlow')).toContainText('Mighty Blow');
  await expect(card.getByTestId('card-skill-mightyBlow')).toContainText('Adds +1 to the armour roll');
  await expect(card.getByTestId('card-skill-boneHead')).toContainText('loses its tackle zone');
  await expect(card.getByTestId('card-skill-mightyBlow')).toBeInViewport();
  await shot(page, `cards-${info.project.name}-card`, true);

  // Hovering a player in the dugout shows its card too.
  const reserve = page.getByTestId('dugout-0').locator('[data-testid^="dugout-player-"]').first();
  const id = (await reserve.getAttribute('data-testid'))!.replace('dugout-player-', '');
  await reserve.hover();
  await expect(card).toHaveAttribute('data-player', id);
  await expect(card.getByTestId('card-state')).toContainText('in reserve');

  // The legend: closed at first; opened, it says where each team scores and what shades mean.
  await page.mouse.move(0, 0);
  const legend = page.getByTestId('legend');
  await expect(legend.getByTestId('legend-endzones')).toHaveCount(0);
  await page.getByTestId('legend-toggle').click();
  await expect(legend.getByTestId('legend-endzone-0')).toContainText(
    /Bright Blasters defends end zone [A-Z] and scores in end zone [A-Z]\./,
  );
  await expect(legend.getByTestId('legend-endzone-1')).toContainText('Grey Lurkers defends end zone');
  await expect(legend.getByTestId('legend-shade-risk-1')).toContainText('one die');
  await expect(legend.getByTestId('legend-passes')).toContainText('Q quick, S short');
  await expect(legend.getByTestId('legend-chest')).toBeVisible();
  await expect(legend.getByTestId('legend-portal')).toBeVisible();
  await legend.getByTestId('legend-endzone-0').scrollIntoViewIfNeeded();
  await shot(page, `cards-${info.project.name}-legend`, true);
});

// On the tablet a long press opens the card: sizes.coach.e2e.ts (touchChecks) presses a token.
