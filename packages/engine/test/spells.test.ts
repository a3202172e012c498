/**
 * The College Wizard's spells (Dungeon Bowl 2021, rules.md 3.1): each cast once per game, at its
 * moment, as a choice of its coach. Readings are in the files of rules/spells/.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  apply,
  checkInvariants,
  createGame,
  diceLeft,
  type Game,
  type GameEvent,
  getBuiltinDungeon,
  getRoster,
  legalActions,
  newRecord,
  play,
  ROSTERS,
  randomTeam,
  replayRecord,
  type Scenario,
  SPELLS,
  scenario,
  sq,
  validateTeam,
} from '../src/index.ts';
import { HALL as ROOM } from './helpers/common.ts';

/** As ROOM with a wall at x = 5, open only at y = 4. */
const SPLIT = `
############
#A...#....B#
#A...#....B#
#A...#....B#
#A........B#
#A...#....B#
############
`;

/** As ROOM with a third end zone, C, along the bottom. */
const THREE = `
############
#A........B#
#A........B#
#A........B#
#A........B#
#A..CCCC..B#
############
`;

const END: Action = { type: 'endTurn' };
const NO: Action = { type: 'noSpell' };

/** A scenario where `team` plays `roster` and hired its College Wizard. */
function wizardGame(s: Scenario, team: number, roster: string): Game {
  const g = scenario(s);
  g.teams[team].roster = roster;
  g.teams[team].wizard = true;
  return g;
}

function actions(g: Game): Action[] {
  return legalActions(g)?.actions ?? [];
}

function casts(g: Game): Action[] {
  return actions(g).filter((a) => a.type === 'castSpell');
}

function spellEvents(events: GameEvent[]) {
  return events.filter((e) => e.type === 'spell');
}

const activate = (player: number, action: 'move' | 'block' | 'pass' | 'handOff', target?: number): Action =>
  target === undefined ? { type: 'activate', player, action } : { type: 'activate', player, action, target };

describe('the College Wizard', () => {
  it('each college roster names its spell in the roster data; other rosters have no wizard', () => {
    const spells = {
      'college-of-fire': 'fireball',
      'college-of-shadow': 'shadowedStep',
      'college-of-metal': 'transmutation',
      'college-of-light': 'blindingLight',
      'college-of-death': 'lifeDrain',
      'college-of-life': 'graspingVines',
      'college-of-beasts': 'bestialFury',
      'college-of-heavens': 'chainLightning',
    };
    for (const [id, spell] of Object.entries(spells)) expect(getRoster(id)?.spell, id).toBe(spell);
    for (const r of ROSTERS.filter((x) => x.kind === 'standard')) expect(r.spell, r.id).toBeUndefined();
  });

  it('a team without a wizard is never offered a spell', () => {
    const g = scenario({
      map: ROOM,
      players: [
        { team: 0, at: [3, 2] },
        { team: 1, at: [4, 2] },
      ],
      dice: [],
    });
    g.teams[0].roster = 'college-of-fire';
    const { game } = play(g, [END]);
    expect(legalActions(game)?.team).toBe(1);
    expect(casts(game)).toEqual([]);
    const after = play(game, [END]).game;
    expect(casts(after)).toEqual([]);
  });

  it('a random team may be asked to hire the wizard (team new --wizard), and never for a standard roster', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const r = randomTeam('college-of-fire', seed, { wizard: true });
      expect(r.ok && r.team.wizard).toBe(true);
      if (r.ok) expect(validateTeam(r.team).ok).toBe(true);
      const n = randomTeam('college-of-fire', seed, { wizard: false });
      expect(n.ok && n.team.wizard).toBe(false);
    }
    const human = randomTeam('human', 1, { wizard: true });
    expect(human.ok).toBe(false);
  });
});

describe('Fireball (College of Fire)', () => {
  const players: Scenario['players'] = [
    { team: 0, at: [4, 2] },
    { team: 1, at: [5, 2] },
    { team: 1, at: [5, 3] },
    { team: 1, at: [4, 3], status: 'prone' },
    { team: 1, at: [8, 5] },
  ];

  it('at the end of its own turn: each standing player in or next to the square is hit on 4+, knocked down with +1, no turnover', () => {
    // Rolled in square order: the centre (player 1), then (4,2) player 0, then (5,3) player 2.
    // Player 1: armour 8 +1 = 9 breaks, injury 7: stunned. Player 0: armour 5 holds even with the
    // +1, which would then go to the injury roll.
    const g = wizardGame({ map: ROOM, players, dice: [4, 5, 3, 4, 4, 3, 4, 2, 3] }, 0, 'college-of-fire');
    const first = play(g, [END]).game;
    expect(legalActions(first)?.team).toBe(0);
    expect(casts(first)).toContainEqual({ type: 'castSpell', spell: 'fireball', sq: sq(g, 5, 2) });
    // A square where nobody could be hit is not offered.
    expect(casts(first)).not.toContainEqual({ type: 'castSpell', spell: 'fireball', sq: sq(g, 10, 1) });
    const { game, events } = play(first, [{ type: 'castSpell', spell: 'fireball', sq: sq(g, 5, 2) }]);
    expect(game.players[1].status).toBe('stunned');
    expect(game.players[0].status).toBe('prone');
    expect(game.players[2].status).toBe('standing');
    expect(game.players[3].status).toBe('prone');
    expect(events.filter((e) => e.type === 'armour').map((e) => e.type === 'armour' && e.modifier)).toEqual([
      1, 0,
    ]);
    expect(events.some((e) => e.type === 'turnover')).toBe(false);
    expect(spellEvents(events).map((e) => e.what)).toEqual(['cast', 'hit', 'hit', 'missed']);
    // The turn passes on; the player stunned by the fireball stays stunned through it.
    expect(events.some((e) => e.type === 'turnStart' && e.team === 1)).toBe(true);
    expect(diceLeft(game)).toBe(0);
    // Once per game: not offered again at the end of the next turn.
    const next = play(game, [END]).game;
    expect(casts(next)).toEqual([]);
    expect(legalActions(next)?.team).toBe(0);
    expect(game.teams[0].spellCast).toBe(true);
  });

  it('is offered at the end of an opponent turn too, and not casting keeps it for later', () => {
    const g = wizardGame({ map: ROOM, players, active: 1, dice: [] }, 0, 'college-of-fire');
    const asked = play(g, [END]).game;
    expect(legalActions(asked)?.team).toBe(0);
    expect(casts(asked).length).toBeGreaterThan(0);
    const { game, events } = play(asked, [NO]);
    expect(events.some((e) => e.type === 'turnStart' && e.team === 0)).toBe(true);
    expect(casts(game)).toEqual([]);
    // The end of its own turn: asked again.
    expect(casts(play(game, [END]).game).length).toBeGreaterThan(0);
  });
});

describe('Shadowed Step (College of Shadow)', () => {
  const players: Scenario['players'] = [
    { team: 0, at: [2, 2] },
    { team: 0, at: [3, 5] },
    { team: 1, at: [8, 4] },
  ];

  it('at the start of its turn moves a player not holding the ball up to 5 squares, around walls, with no roll', () => {
    const g = wizardGame(
      { map: SPLIT, players, active: 1, ball: { carrier: 1 }, dice: [] },
      0,
      'college-of-shadow',
    );
    const asked = play(g, [END]).game;
    const offered = casts(asked);
    const step = { type: 'castSpell', spell: 'shadowedStep', player: 0, sq: sq(g, 7, 2) } as const;
    // (7,2) is 5 king moves away through the gap at (5,4); (7,1) is 5 squares away as the crow
    // flies but 6 around the wall.
    expect(offered).toContainEqual(step);
    expect(offered).not.toContainEqual({ ...step, sq: sq(g, 7, 1) });
    expect(offered.some((a) => a.type === 'castSpell' && a.player === 1)).toBe(false);
    expect(offered.some((a) => a.type === 'castSpell' && a.player === 2)).toBe(false);
    expect(offered.some((a) => a.type === 'castSpell' && a.sq === sq(g, 8, 4))).toBe(false);
    const { game, events } = play(asked, [step]);
    expect(game.players[0].sq).toBe(sq(g, 7, 2));
    expect(game.occ[sq(g, 2, 2)]).toBe(-1);
    expect(events).toContainEqual({
      type: 'move',
      player: 0,
      from: sq(g, 2, 2),
      to: sq(g, 7, 2),
      kind: 'place',
    });
    // It may still be activated this turn.
    expect(actions(game)).toContainEqual(activate(0, 'move'));
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Transmutation (College of Metal)', () => {
  const players: Scenario['players'] = [
    { team: 0, at: [3, 2] },
    { team: 1, at: [6, 3], av: 9 },
    { team: 1, at: [8, 4], status: 'prone' },
  ];

  it("at the start of its turn: 2D6 no higher than the target's AV KOs it (a ball carrier drops the ball)", () => {
    // 4 + 5 = 9, not more than AV 9: KO'd. The ball bounces up-left (D8 1) to (5,2).
    const g = wizardGame(
      { map: ROOM, players, active: 1, ball: { carrier: 1 }, dice: [4, 5, 1] },
      0,
      'college-of-metal',
    );
    const asked = play(g, [END]).game;
    expect(casts(asked)).toEqual([
      { type: 'castSpell', spell: 'transmutation', player: 1 },
      { type: 'castSpell', spell: 'transmutation', player: 2 },
    ]);
    const { game } = play(asked, [{ type: 'castSpell', spell: 'transmutation', player: 1 }]);
    expect(game.players[1].status).toBe('ko');
    expect(game.ball).toEqual({ state: 'ground', sq: sq(g, 5, 2), carrier: -1 });
    expect(diceLeft(game)).toBe(0);
    // Once per game: the next start of its turn asks nothing.
    const later = play(game, [END, END]).game;
    expect(legalActions(later)?.team).toBe(0);
    expect(casts(later)).toEqual([]);
  });

  it('a roll higher than the AV does nothing', () => {
    const g = wizardGame({ map: ROOM, players, active: 1, dice: [5, 5] }, 0, 'college-of-metal');
    const { game, events } = play(g, [END, { type: 'castSpell', spell: 'transmutation', player: 1 }]);
    expect(game.players[1].status).toBe('standing');
    expect(spellEvents(events).map((e) => e.what)).toEqual(['cast', 'missed']);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('Blinding Light (College of Light)', () => {
  // Player 1 (team 1) blocks player 0 with player 2 next to player 0 as its assist.
  const players: Scenario['players'] = [
    { team: 0, at: [3, 2] },
    { team: 1, at: [4, 2] },
    { team: 1, at: [2, 3] },
  ];

  it('at the start of the opponent turn: no Pass or Hand-off, and no offensive assist', () => {
    const g = wizardGame({ map: ROOM, players, dice: [3] }, 0, 'college-of-light');
    const asked = play(g, [END]).game;
    expect(legalActions(asked)?.team).toBe(0);
    expect(casts(asked)).toEqual([{ type: 'castSpell', spell: 'blindingLight' }]);
    const { game, events } = play(asked, [{ type: 'castSpell', spell: 'blindingLight' }]);
    expect(spellEvents(events)).toContainEqual({
      type: 'spell',
      team: 0,
      spell: 'blindingLight',
      what: 'hit',
      against: 1,
    });
    expect(actions(game)).not.toContainEqual(activate(1, 'pass'));
    expect(actions(game)).not.toContainEqual(activate(1, 'handOff'));
    // 3 against 3 without the assist: one die.
    const blocked = play(game, [activate(1, 'block', 0)]);
    const dice = blocked.events.find((e) => e.type === 'blockDice');
    expect(dice?.type === 'blockDice' && dice.faces.length).toBe(1);
    expect(diceLeft(blocked.game)).toBe(0);
  });

  it('in the caster team turn that follows, the blinded team gives no defensive assist', () => {
    const g = wizardGame({ map: ROOM, players, dice: [3] }, 0, 'college-of-light');
    const { game, events } = play(g, [
      END,
      { type: 'castSpell', spell: 'blindingLight' },
      END,
      activate(0, 'block', 1),
    ]);
    const dice = events.find((e) => e.type === 'blockDice');
    expect(dice?.type === 'blockDice' && dice.faces.length).toBe(1);
    expect(diceLeft(game)).toBe(0);
  });

  it("ends when the blinded team's next turn starts", () => {
    const g = wizardGame({ map: ROOM, players, dice: [] }, 0, 'college-of-light');
    const { game } = play(g, [END, { type: 'castSpell', spell: 'blindingLight' }, END, END]);
    expect(legalActions(game)?.team).toBe(1);
    expect(actions(game)).toContainEqual(activate(1, 'pass'));
    expect(game.teams[1].blinded).toBe(false);
  });

  it('with three teams it is offered at the start of every other team turn, never its own', () => {
    const three: Scenario['players'] = [...players, { team: 2, at: [8, 5] }];
    const g = wizardGame({ map: THREE, players: three, active: 1, dice: [] }, 0, 'college-of-light');
    const second = play(g, [END]).game;
    expect(legalActions(second)?.team).toBe(0);
    const own = play(second, [NO, END]).game;
    expect(casts(own)).toEqual([]);
    expect(legalActions(own)?.team).toBe(0);
    const third = play(own, [END]).game;
    expect(casts(third)).toEqual([{ type: 'castSpell', spell: 'blindingLight' }]);
  });
});

describe('Life Drain (College of Death)', () => {
  it('at the start of its turn: an injury roll, no armour roll, against an opposing player it marks', () => {
    const players: Scenario['players'] = [
      { team: 0, at: [3, 2] },
      { team: 1, at: [4, 2] },
      { team: 1, at: [8, 4] },
    ];
    // Injury 4 + 5 = 9: KO'd.
    const g = wizardGame({ map: ROOM, players, active: 1, dice: [4, 5] }, 0, 'college-of-death');
    const asked = play(g, [END]).game;
    expect(casts(asked)).toEqual([{ type: 'castSpell', spell: 'lifeDrain', player: 1 }]);
    const { game, events } = play(asked, [{ type: 'castSpell', spell: 'lifeDrain', player: 1 }]);
    expect(events.some((e) => e.type === 'armour')).toBe(false);
    expect(game.players[1].status).toBe('ko');
    expect(diceLeft(game)).toBe(0);
  });

  it('a prone player marks nobody: no target, no question', () => {
    const players: Scenario['players'] = [
      { team: 0, at: [3, 2], status: 'prone' },
      { team: 1, at: [4, 2] },
    ];
    const g = wizardGame({ map: ROOM, players, active: 1, dice: [] }, 0, 'college-of-death');
    const game = play(g, [END]).game;
    expect(casts(game)).toEqual([]);
    expect(actions(game)).toContainEqual(activate(0, 'move'));
  });
});

describe('Grasping Vines (College of Life)', () => {
  it('at the start of the opponent turn: one of its players may not act and has no tackle zone until its next activation', () => {
    const players: Scenario['players'] = [
      { team: 0, at: [3, 3] },
      { team: 1, at: [4, 3] },
      { team: 1, at: [8, 4] },
    ];
    const g = wizardGame({ map: ROOM, players, dice: [] }, 0, 'college-of-life');
    const asked = play(g, [END]).game;
    expect(casts(asked)).toEqual([
      { type: 'castSpell', spell: 'graspingVines', player: 1 },
      { type: 'castSpell', spell: 'graspingVines', player: 2 },
    ]);
    const { game } = play(asked, [{ type: 'castSpell', spell: 'graspingVines', player: 1 }]);
    expect(actions(game)).not.toContainEqual(activate(1, 'move'));
    expect(actions(game)).toContainEqual(activate(2, 'move'));
    // Team 0's turn: its player leaves player 1's square's side with no dodge roll.
    const moved = play(game, [END, activate(0, 'move'), { type: 'step', to: sq(g, 2, 3) }]);
    expect(moved.events.some((e) => e.type === 'roll')).toBe(false);
    // Team 1's next turn: player 1 may act again and gets its tackle zone back when it does.
    const back = play(moved.game, [{ type: 'endActivation' }, END]).game;
    expect(actions(back)).toContainEqual(activate(1, 'move'));
    expect(play(back, [activate(1, 'move')]).game.players[1].lostTackleZone).toBe(false);
    expect(diceLeft(back)).toBe(0);
  });
});

describe('Bestial Fury (College of Beasts)', () => {
  const players: Scenario['players'] = [
    { team: 0, at: [3, 2], st: 3, skills: ['dauntless'] },
    { team: 1, at: [4, 2], st: 5 },
  ];

  it("after a Block is declared: the player's blocks roll three dice and its coach chooses, strength not compared", () => {
    // Without the spell: 3 against 5, two dice for team 1 to choose (and a Dauntless roll first).
    const g = wizardGame({ map: ROOM, players, dice: [1, 2, 6] }, 0, 'college-of-beasts');
    const asked = play(g, [activate(0, 'block', 1)]).game;
    expect(casts(asked)).toEqual([{ type: 'castSpell', spell: 'bestialFury', player: 0 }]);
    const { game, events } = play(asked, [{ type: 'castSpell', spell: 'bestialFury', player: 0 }]);
    const dice = events.find((e) => e.type === 'blockDice');
    expect(dice).toMatchObject({ faces: ['playerDown', 'bothDown', 'pow'], chooser: 0 });
    expect(legalActions(game)?.team).toBe(0);
    expect(actions(game).filter((a) => a.type === 'chooseBlockDie')).toHaveLength(3);
    expect(diceLeft(game)).toBe(0);
  });

  it('is not offered for an action that makes no block', () => {
    const g = wizardGame({ map: ROOM, players, dice: [] }, 0, 'college-of-beasts');
    const game = play(g, [activate(0, 'move')]).game;
    expect(casts(game)).toEqual([]);
    expect(legalActions(game)?.actions).toContainEqual({ type: 'endActivation' });
  });
});

describe('Chain Lightning (College of Heavens)', () => {
  it('an armour roll, then on 3+ it jumps within 2 squares (the caster picks, friend or foe), until a 1-2', () => {
    const players: Scenario['players'] = [
      { team: 1, at: [5, 3] },
      { team: 0, at: [6, 3] },
      { team: 1, at: [7, 4] },
      { team: 0, at: [2, 1] },
    ];
    // Player 0: armour 10 breaks, placed prone, injury 3: stunned. D6 4: it jumps; the caster
    // picks its own player 1: armour 2 holds, it stays standing. From there only player 2 is in
    // reach: D6 2, it fizzles.
    const g = wizardGame(
      { map: ROOM, players, active: 1, dice: [5, 5, 1, 2, 4, 1, 1, 2] },
      0,
      'college-of-heavens',
    );
    const asked = play(g, [END]).game;
    expect(casts(asked)).toEqual([
      { type: 'castSpell', spell: 'chainLightning', player: 0 },
      { type: 'castSpell', spell: 'chainLightning', player: 2 },
    ]);
    const picking = play(asked, [{ type: 'castSpell', spell: 'chainLightning', player: 0 }]).game;
    expect(legalActions(picking)).toMatchObject({
      team: 0,
      actions: [
        { type: 'choosePlayer', player: 1 },
        { type: 'choosePlayer', player: 2 },
      ],
    });
    const { game, events } = play(picking, [{ type: 'choosePlayer', player: 1 }]);
    expect(game.players[0].status).toBe('stunned');
    expect(game.players[1].status).toBe('standing');
    expect(game.players[2].status).toBe('standing');
    expect(spellEvents(events).map((e) => e.what)).toEqual(['jump', 'fizzles']);
    expect(events.some((e) => e.type === 'turnover')).toBe(false);
    expect(diceLeft(game)).toBe(0);
  });

  it('with nobody in reach it stops without a roll', () => {
    const players: Scenario['players'] = [
      { team: 1, at: [5, 3] },
      { team: 0, at: [2, 1] },
    ];
    const g = wizardGame({ map: ROOM, players, active: 1, dice: [2, 2] }, 0, 'college-of-heavens');
    const { game, events } = play(g, [END, { type: 'castSpell', spell: 'chainLightning', player: 0 }]);
    expect(game.players[0].status).toBe('standing');
    expect(spellEvents(events).map((e) => e.what)).toEqual(['cast', 'hit', 'fizzles']);
    expect(diceLeft(game)).toBe(0);
  });
});

describe('random play with College Wizards on both sides', () => {
  /** A tiny PRNG for choosing actions, separate from the game's dice. */
  function chooser(seed: number) {
    let s = seed >>> 0 || 1;
    return (n: number) => {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      return (s >>> 0) % n;
    };
  }

  const PAIRS: [string, string][] = [
    ['college-of-fire', 'college-of-shadow'],
    ['college-of-metal', 'college-of-light'],
    ['college-of-death', 'college-of-life'],
    ['college-of-beasts', 'college-of-heavens'],
  ];

  it('keeps every invariant, casts every spell, and replays from its record', () => {
    const cast = new Set<string>();
    for (const [a, b] of PAIRS) {
      for (let seed = 1; seed <= 5; seed++) {
        const teams = [a, b].map((roster, i) => {
          const r = randomTeam(roster, seed * 10 + i, { wizard: true });
          if (!r.ok) throw new Error(JSON.stringify(r.errors));
          return r.team;
        });
        const setup = { dungeon: getBuiltinDungeon('great-hall')!.text, teams };
        const options = { seed, rules: { turnLimit: 8 } };
        const made = createGame(setup, options);
        if (!made.ok) throw new Error(JSON.stringify(made.errors));
        let g = made.game;
        const record = newRecord(setup, options);
        const pick = chooser(seed * 31 + 7);
        for (let step = 0; step < 20000 && !g.result; step++) {
          const d = legalActions(g)!;
          const action = d.actions[pick(d.actions.length)];
          const r = apply(g, action);
          if (!r.ok) throw new Error(`${a} v ${b} seed ${seed} step ${step}: ${r.error.message}`);
          g = r.game;
          record.actions.push(action);
          for (const e of r.events) if (e.type === 'spell' && e.what === 'cast') cast.add(e.spell);
          const problems = checkInvariants(g);
          if (problems.length > 0)
            throw new Error(`${a} v ${b} seed ${seed} step ${step}: ${problems.join('; ')}`);
        }
        expect(g.result).not.toBeNull();
        const replay = replayRecord(record, { events: false });
        expect(replay.ok && JSON.stringify(replay.game)).toBe(JSON.stringify(g));
      }
    }
    expect([...cast].sort()).toEqual(SPELLS.map((s) => s.id).sort());
  }, 60_000);
});
