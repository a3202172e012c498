/**
 * Dungeon Brawl ([000] "Injury & Status", "Returning to Play"): the injury ladder normal -> hurt
 * -> crippled -> dead in place of the KO and casualty boxes, and the return through the entrance.
 * Readings: rulesets/dungeonbrawl-injury.ts. Block die faces on a D6: 1 Player Down, 6 POW.
 * Injuries come from a POW: armour 2D6 (6+6 breaks AV 9), injury 2D6 (8-9 KO, 10+ casualty),
 * then the D16: 1-6 Badly Hurt, 7-14 Serious Injury, 15-16 Dead.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  diceLeft,
  type Game,
  legalActions,
  play,
  type ScenarioPlayer,
  sq,
} from '../src/index.ts';
import { guards, ignoresBothDown, skillsOf } from '../src/skills.ts';
import { hasAction, ofType } from './helpers/classic.ts';
import { dbScenario, HALLS } from './helpers/dungeonbrawl.ts';

const block = (player: number, target: number): Action => ({
  type: 'activate',
  player,
  action: 'block',
  target,
});
const endTurn: Action = { type: 'endTurn' };

/** Player 0 (team 0) at (5,2) blocks player 1 (team 1) at (6,2), as strong: one die; nobody else near. */
function fight(dice: number[], defender: Partial<ScenarioPlayer> = {}, injuries = 0): Game {
  const g = dbScenario({
    map: HALLS,
    players: [
      { team: 0, at: [5, 2], st: defender.st ?? 3 },
      { team: 1, at: [6, 2], ...defender },
    ],
    dice,
  });
  if (injuries > 0) g.players[1].injuries = injuries;
  if (injuries > 0) g.players[1].skillsLost = true;
  return g;
}

/** The POW: pushed to (7,2), no follow-up; the armour and injury dice are the scenario's. */
function pow(g: Game) {
  return play(g, [block(0, 1), { type: 'pushTo', sq: sq(g, 7, 2) }, { type: 'followUp', yes: false }]);
}

// A POW, armour 12 (broken), then the injury dice and a D16.
const CASUALTY = (d16: number) => [6, 6, 6, 5, 6, d16];

describe('Dungeon Brawl: Injury & Status', () => {
  it('a Badly Hurt result knocks the player down where it is and makes it hurt: it loses all its skills', () => {
    const { game, events } = pow(fight(CASUALTY(3), { skills: ['guard', 'block'] }));
    const p = game.players[1];
    expect(p.status).toBe('prone');
    expect(p.sq).toBe(sq(game, 7, 2));
    expect(p.injuries).toBe(1);
    expect(skillsOf(p)).toEqual([]);
    expect(guards(p)).toBe(false);
    // All injuries are temporary: the roster's skills are untouched, only this game's player lost them.
    expect(p.skills).toEqual(['guard', 'block']);
    expect(ofType(events, 'casualty')).toEqual([
      { type: 'casualty', player: 1, roll: 3, result: 'badlyHurt', by: 0 },
    ]);
    expect(ofType(events, 'skill').map((e) => e.detail)).toEqual(['hurt (1st injury): loses all its skills']);
    expect(diceLeft(game)).toBe(0);
  });

  it('a hurt player has no skills for the rest of the game: Block no longer saves it on Both Down', () => {
    // Both Down: the hurt defender is not asked about Block, and both go down.
    const g = fight([2, 1, 1, 1, 1], { skills: ['block'] }, 1);
    expect(ignoresBothDown(g.players[1])).toBe(false);
    const { game } = play(g, [block(0, 1)]);
    expect(game.players[0].status).toBe('prone');
    expect(game.players[1].status).toBe('prone');
    expect(diceLeft(game)).toBe(0);
  });

  it('the second injury makes the player crippled: its Strength is halved, rounded down', () => {
    const { game, events } = pow(fight(CASUALTY(6), { st: 3 }, 1));
    const p = game.players[1];
    expect(p.injuries).toBe(2);
    expect(p.st).toBe(1);
    expect(p.status).toBe('prone');
    expect(ofType(events, 'skill').map((e) => e.detail)).toEqual(['crippled (2nd injury): ST halved to 1']);
    expect(diceLeft(game)).toBe(0);
  });

  it('the third injury is dead: the player is removed for good', () => {
    const { game } = pow(fight(CASUALTY(1), { st: 2 }, 2));
    const p = game.players[1];
    expect(p.injuries).toBe(3);
    expect(p.status).toBe('casualty');
    expect(p.casualty).toBe('dead');
    expect(p.sq).toBe(-1);
    expect(diceLeft(game)).toBe(0);
  });

  it('a Serious Injury removes the player from the dungeon and makes it crippled if not already', () => {
    // A D16 of 7 (BB2020 Seriously Hurt) and of 14 (Lasting Injury) are both Serious Injuries.
    for (const d16 of [7, 14]) {
      const { game, events } = pow(fight(CASUALTY(d16), { st: 4 }));
      const p = game.players[1];
      expect(ofType(events, 'casualty')[0].result).toBe('seriousInjury');
      expect(p.status).toBe('ko');
      expect(p.sq).toBe(-1);
      expect(p.injuries).toBe(2);
      expect(p.st).toBe(2);
      expect(skillsOf(p)).toEqual([]);
      expect(diceLeft(game)).toBe(0);
    }
  });

  it('a Serious Injury to a hurt player makes it crippled (one step)', () => {
    const { game } = pow(fight(CASUALTY(10), { st: 3 }, 1));
    expect(game.players[1].injuries).toBe(2);
    expect(game.players[1].st).toBe(1);
    expect(game.players[1].status).toBe('ko');
  });

  it('a Serious Injury to a crippled player is its third injury: dead', () => {
    const { game } = pow(fight(CASUALTY(9), { st: 1 }, 2));
    expect(game.players[1].status).toBe('casualty');
    expect(game.players[1].casualty).toBe('dead');
  });

  it('a Dead result counts as two injuries: a player not yet injured is crippled, removed, and comes back', () => {
    const { game, events } = pow(fight(CASUALTY(15), { st: 3 }));
    const p = game.players[1];
    expect(ofType(events, 'casualty')[0].result).toBe('dead');
    expect(p.injuries).toBe(2);
    expect(p.st).toBe(1);
    expect(p.status).toBe('ko');
    expect(diceLeft(game)).toBe(0);
  });

  it('a Dead result to a hurt player is its third injury: dead', () => {
    const { game } = pow(fight(CASUALTY(16), {}, 1));
    expect(game.players[1].status).toBe('casualty');
    expect(game.players[1].casualty).toBe('dead');
    expect(game.players[1].injuries).toBe(3);
  });

  it('Stunned is as in Blood Bowl: no injury taken', () => {
    const { game } = pow(fight([6, 6, 6, 3, 4]));
    expect(game.players[1].status).toBe('stunned');
    expect(game.players[1].injuries).toBeUndefined();
    expect(diceLeft(game)).toBe(0);
  });

  it('Knocked out (no KO box in [000]): removed with no injury taken, to come back through the entrance', () => {
    const { game, events } = pow(fight([6, 6, 6, 4, 4]));
    expect(game.players[1].status).toBe('ko');
    expect(game.players[1].injuries).toBeUndefined();
    expect(ofType(events, 'casualty')).toEqual([]);
    expect(diceLeft(game)).toBe(0);
  });

  it('Regeneration on a 4+ spares the injury: knocked down, no step', () => {
    const { game } = pow(fight([...CASUALTY(2), 4], { skills: ['regeneration'] }));
    expect(game.players[1].status).toBe('prone');
    expect(game.players[1].injuries).toBeUndefined();
    expect(diceLeft(game)).toBe(0);
  });
});

/** Ends team 0's turn, then those of teams 2 and 3 (the order 0, 1, 2, 3 unless said). */
function endTurns(g: Game, n: number): Game {
  return play(
    g,
    Array.from({ length: n }, () => endTurn),
  ).game;
}

describe('Dungeon Brawl: Returning to Play', () => {
  it("a player removed by a Serious Injury returns through the entrance at its coach's next turn, Standing, and may act", () => {
    const { game } = pow(fight(CASUALTY(8), { st: 3 }));
    const next = endTurns(game, 1);
    const p = next.players[1];
    expect(next.turn.order[next.turn.index]).toBe(1);
    expect(p.status).toBe('standing');
    expect(p.sq).toBe(sq(next, 10, 7));
    // Crippled status applies upon return.
    expect(p.st).toBe(1);
    expect(hasAction(next, { type: 'activate', player: 1, action: 'move' })).toBe(true);
    expect(diceLeft(next)).toBe(0);
  });

  it('a knocked-out player returns the same way', () => {
    const { game } = pow(fight([6, 6, 6, 5, 4]));
    const next = endTurns(game, 1);
    expect(next.players[1].status).toBe('standing');
    expect(next.players[1].sq).toBe(sq(next, 10, 7));
  });

  it('the entrance taken: the player is placed on the free square nearest to it', () => {
    const g = dbScenario({
      map: HALLS,
      players: [
        { team: 0, at: [10, 7] },
        { team: 1, at: 'ko' },
      ],
    });
    const { game, events } = play(g, [endTurn]);
    const p = game.players[1];
    expect(p.status).toBe('standing');
    // One step from (10,7); of the squares as near, the first in reading order.
    expect(p.sq).toBe(sq(game, 9, 6));
    expect(ofType(events, 'move')).toEqual([{ type: 'move', player: 1, from: -1, to: p.sq, kind: 'place' }]);
  });

  it("a player injured in its own turn returns at its coach's next turn, not at the next coach's", () => {
    // Player Down: the blocker takes the Serious Injury; its action ends, not the team's turn.
    const g = fight([1, 6, 6, 6, 5, 12]);
    const { game } = play(g, [block(0, 1)]);
    expect(game.players[0].status).toBe('ko');
    expect(legalActions(game)?.team).toBe(0);
    const later = endTurns(game, 1);
    expect(later.players[0].status).toBe('ko');
    const back = endTurns(later, 3);
    expect(back.turn.order[back.turn.index]).toBe(0);
    expect(back.players[0].status).toBe('standing');
    expect(back.players[0].sq).toBe(sq(back, 10, 7));
    expect(diceLeft(back)).toBe(0);
  });

  it('the dead never return', () => {
    const { game } = pow(fight(CASUALTY(1), {}, 2));
    const next = endTurns(game, 4);
    expect(next.players[1].status).toBe('casualty');
    expect(next.players[1].sq).toBe(-1);
  });
});
