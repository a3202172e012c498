/**
 * Table-top mode's die requests in words (issue 20): each names the player, the test and the
 * target; a die rolled again says why; a secret die is rolled by the page with a fair die.
 */
import { apply, type DieRequest, type Game, play, scenario, sq } from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { secretDie } from '../src/dice.ts';
import { dieWords } from '../src/dice-words.ts';
import { playerName, teamName } from '../src/names.ts';
import { possessive } from '../src/words.ts';

const ROOM = `
##########
#A......B#
#A......B#
#A......B#
#A......B#
##########
`;

/** The engine's request for the die `action` needs (the script is empty there). */
function request(g: Game, action: Parameters<typeof apply>[1]): DieRequest {
  const r = apply(g, action);
  if (r.ok || !r.error.die) throw new Error('no die asked for');
  return r.error.die;
}

describe('a die request in words', () => {
  const g = scenario({
    map: ROOM,
    players: [
      { team: 0, at: [3, 2], ag: 3 },
      { team: 1, at: [4, 2], av: 9 },
      { team: 1, at: [3, 4] },
    ],
    dice: [],
  });

  it('a dodge names the player, the square and the roll needed', () => {
    const { game } = play(g, [{ type: 'activate', player: 0, action: 'move' }]);
    const die = request(game, { type: 'step', to: sq(g, 2, 3) });
    expect(dieWords(die, game)).toEqual({
      title: `${playerName(g, 0)} dodges to (2,3): 4+ needed`,
      dice: 'D6',
    });
  });

  it('a block names both players, the dice and whose coach picks', () => {
    const die = request(g, { type: 'activate', player: 0, action: 'block', target: 1 });
    const said = dieWords(die, g);
    expect(said.title).toBe(
      `Block: ${playerName(g, 0)} against ${playerName(g, 1)}, 1 die, ${possessive(teamName(g, 0))} coach chooses`,
    );
    expect(said.dice).toBe('D6');
  });

  it('armour names the player and the 2D6 total that breaks it, then which die', () => {
    const die: DieRequest = { sides: 6, purpose: 'armour', player: 1, needs: 9, count: 2, rolled: [] };
    expect(dieWords(die, g)).toEqual({
      title: `Armour of ${playerName(g, 1)}: 9+ breaks (2D6)`,
      dice: '2D6: the first die',
    });
    expect(dieWords({ ...die, rolled: [4] }, g).dice).toBe('2D6: the second die (the first shows 4)');
  });

  it('a die rolled again says why: no such portal, a tied roll-off, a re-roll', () => {
    const portal: DieRequest = {
      sides: 6,
      purpose: 'portal',
      player: 0,
      again: { why: 'noPortal', value: 5, portals: [1, 2, 3, 4] },
    };
    expect(dieWords(portal, g).again).toBe('Roll again: the 5 names no portal here (portals 1-4)');
    expect(dieWords(portal, g).title).toBe(`${playerName(g, 0)} teleports: the die names the portal`);
    const tie: DieRequest = {
      sides: 6,
      purpose: 'placement roll-off',
      team: 1,
      again: { why: 'tie', value: 3 },
    };
    expect(dieWords(tie, g)).toEqual({
      title: `${teamName(g, 1)}: placement roll-off`,
      dice: 'D6',
      again: 'Roll again: the roll-off tied on 3',
    });
    const reroll: DieRequest = {
      sides: 6,
      purpose: 'dodge',
      player: 0,
      needs: 3,
      sq: sq(g, 2, 3),
      again: { why: 'reroll', source: 'team' },
    };
    expect(dieWords(reroll, g).again).toBe('Re-roll: a team re-roll');
  });

  it('before the game exists, a roll-off names the team from the set-up', () => {
    const die = { sides: 6, purpose: 'placement roll-off', team: 0, teamName: 'Bright Blasters' };
    expect(dieWords(die).title).toBe('Bright Blasters: placement roll-off');
  });

  it('a coin toss says which face wins for which team, before the game exists and after', () => {
    const die = {
      sides: 2,
      purpose: 'coin toss: choice of end zone',
      wins: [0, 1],
      teamNames: ['Bright Blasters', 'Grey Lurkers'],
    };
    expect(dieWords(die)).toEqual({
      title: 'Coin toss for choice of end zone',
      dice: 'D2',
      faces: '1: Bright Blasters wins · 2: Grey Lurkers wins',
    });
    const g = scenario({ map: ROOM, players: [{ team: 0, at: [2, 2] }] });
    const toss = { sides: 2, purpose: 'coin toss: first turn', wins: [1, 0] };
    expect(dieWords(toss, g).faces).toBe(`1: ${teamName(g, 1)} wins · 2: ${teamName(g, 0)} wins`);
  });

  it('the secret die says what it is, never a value', () => {
    expect(dieWords({ sides: 3, purpose: 'hide the ball', secret: true }).title).toBe(
      'Which chest holds the ball (3 chests): a secret roll',
    );
  });
});

describe("the page's own die for a secret roll", () => {
  it('shows every face of the die, and nothing else', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 600; i++) seen.add(secretDie(3));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });
});
