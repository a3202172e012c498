/**
 * DungeonQuest at the table: its dice are asked in the table-top sheet's shared entry
 * (src/die-entry.tsx) under the quest's own test ids: a D6 by its faces or a digit key, a D12
 * typed in (no faces past a D8), and Escape cancelling the decision.
 */
import { expect, test } from '@playwright/test';

test('the quest asks its table-top dice in the shared die entry, with the quest-die ids', async ({
  page,
}) => {
  await page.goto('/#quest-fight');
  await page.getByTestId('quest-hero-lindel').click();
  await page.getByTestId('quest-tabletop').check();
  await page.getByTestId('quest-draw').click();
  const dialog = page.getByTestId('quest-die-dialog');

  // Escape: a Luck test on 2d6, each die a D6 with its faces; 1 + 1 is within any hero's Luck.
  await page.getByTestId('quest-escape').click();
  await expect(dialog).toHaveAttribute('data-sides', '6');
  await expect(dialog).toContainText('Escape');
  await page.getByTestId('quest-die-face-1').click();
  await expect(dialog).toHaveAttribute('data-sides', '6');
  // A digit key answers when the typing box does not have the focus.
  await dialog.locator('h2').click();
  await page.keyboard.press('1');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('quest-result')).toHaveAttribute('data-outcome', 'escaped');

  // Another monster, attacked: a round's dice are D12s, typed (no faces), and Escape takes it back.
  await page.getByTestId('quest-draw').click();
  await page.getByTestId('quest-attack').click();
  await page.getByTestId('quest-roll').click();
  await expect(dialog).toHaveAttribute('data-sides', '12');
  await expect(page.getByTestId('quest-die-face-1')).toHaveCount(0);
  // Focused with a mouse (die-entry.tsx), as the keys are listened for.
  await expect(page.getByTestId('quest-die-input')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('quest-roll')).toBeVisible();
  await page.getByTestId('quest-roll').click();
  await expect(page.getByTestId('quest-die-ok')).toBeDisabled();
  await page.getByTestId('quest-die-input').fill('7');
  await page.keyboard.press('Enter');
  await page.getByTestId('quest-die-input').fill('3');
  await page.getByTestId('quest-die-ok').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('quest-dice')).toHaveAttribute('data-state', 'round');
});
