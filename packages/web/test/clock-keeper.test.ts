/**
 * The page as the clock keeper of a BRAWL 2013 game ([002]: "Games run for 120 minutes, with a
 * maximum of 4 minutes per turn"), on an injected time: the clocks stand still in the pre-game,
 * a turn clock that runs out ends the turn (the engine's turnTimeExpired, kept in the record) and
 * the next turn gets its whole time, a paused clock never runs out, and the match clock ends the
 * game on the score with the league points. A replay of the record plays the clock's actions back.
 */
import {
  createGame,
  FIRE_TEAM,
  type GameSetup,
  getBuiltinDungeon,
  legalActions,
  SHADOW_TEAM,
} from '@dungeonbowl/engine';
import { describe, expect, it } from 'vitest';
import { clockSettings } from '../src/play/clock.ts';
import { GameController } from '../src/play/controller.ts';
import { buildReplay } from '../src/replay/build.ts';
import { gameSetup } from '../src/setup/form.ts';
import { rulesetChoice } from '../src/setup/rulesets.ts';
import { defaultSide } from '../src/setup/side.ts';

const MIN = 60_000;

const setup: GameSetup = {
  ruleset: 'brawl2013',
  dungeon: getBuiltinDungeon('brawl-castle')!.text,
  teams: [FIRE_TEAM, SHADOW_TEAM],
};

/** A hotseat game with 2 minutes a match and 1 a turn, and a hand-moved time. */
function timedGame(rules: { matchMinutes: number | null; turnMinutes: number | null }) {
  let t = 0;
  const made = createGame(setup, { seed: 3, rules });
  if (!made.ok) throw new Error(made.errors.map((e) => e.message).join('; '));
  const ctl = new GameController({
    setup,
    options: { seed: 3, rules },
    game: made.game,
    actions: [],
    log: [],
    seats: ['person', 'person'],
    tabletop: false,
    clock: clockSettings(made.game),
    now: () => t,
  });
  return { ctl, pass: (ms: number) => (t += ms) };
}

/** The pre-game played with the first legal action each time, up to the first team turn. */
async function toFirstTurn(ctl: GameController): Promise<void> {
  for (let i = 0; i < 60 && ctl.game.turn.index < 0; i++) await ctl.act(legalActions(ctl.game)!.actions[0]);
  expect(ctl.game.turn.index).toBe(0);
}

describe('the clock keeper', () => {
  it('keeps no clock for a ruleset without one, or with the clocks switched off', () => {
    const { ctl } = timedGame({ matchMinutes: null, turnMinutes: null });
    expect(ctl.clock).toBeNull();
  });

  it('stands still in the pre-game, then ends a turn whose time runs out and restarts the turn clock', async () => {
    const { ctl, pass } = timedGame({ matchMinutes: 2, turnMinutes: 1 });
    const clock = ctl.clock!;
    pass(10 * MIN);
    expect(clock.matchLeft()).toBe(2 * MIN);
    await toFirstTurn(ctl);
    const first = ctl.game.turn.order[ctl.game.turn.index];
    pass(MIN - 1);
    expect(await ctl.tickClock()).toBe(false);
    pass(1);
    expect(await ctl.tickClock()).toBe(true);
    expect(ctl.actions.at(-1)).toEqual({ type: 'turnTimeExpired' });
    expect(ctl.game.turn.order[ctl.game.turn.index]).not.toBe(first);
    expect(ctl.log.some((l) => /turn clock has run out/.test(l.text))).toBe(true);
    expect(clock.turnLeft()).toBe(MIN);
    expect(clock.matchLeft()).toBe(MIN);
  });

  it('never runs out while paused', async () => {
    const { ctl, pass } = timedGame({ matchMinutes: 2, turnMinutes: 1 });
    await toFirstTurn(ctl);
    ctl.setClockPaused(true);
    pass(30 * MIN);
    expect(await ctl.tickClock()).toBe(false);
    expect(ctl.clock!.turnLeft()).toBe(MIN);
    ctl.setClockPaused(false);
    pass(MIN);
    expect(await ctl.tickClock()).toBe(true);
  });

  it('ends the game on time: the score decides, a draw gives a league point each; the replay agrees', async () => {
    const { ctl, pass } = timedGame({ matchMinutes: 2, turnMinutes: 4 });
    await toFirstTurn(ctl);
    pass(2 * MIN);
    expect(await ctl.tickClock()).toBe(true);
    expect(ctl.actions.at(-1)).toEqual({ type: 'timeUp' });
    expect(ctl.game.result).toMatchObject({ reason: 'time', winner: null, score: [0, 0], points: [1, 1] });
    expect(ctl.clock!.running).toBe(false);
    expect(await ctl.tickClock()).toBe(false);
    // The replay plays the clock's actions back to the same end, the record's own result checked.
    const rec = ctl.record();
    expect(rec.result).toMatchObject({ reason: 'time', score: [0, 0], points: [1, 1] });
    const built = buildReplay(rec);
    expect(built.ok && built.data.states.at(-1)!.result).toMatchObject({ reason: 'time', points: [1, 1] });
    expect(built.ok && built.data.error).toBeNull();
    expect(built.ok && built.data.resultError).toBeUndefined();
    // A record claiming another result is replayed, and said to be wrong where the replay stops.
    const forged = buildReplay({
      ...rec,
      result: { ...rec.result!, winner: 0, score: [5, 0], points: [3, 0] },
    });
    expect(forged.ok && forged.data.error).toBeNull();
    expect(forged.ok && forged.data.resultError).toMatch(/^the record says time, winner 0, score 5-0/);
  });
});

describe('the clocks on the new-game screen', () => {
  const brawl = rulesetChoice('brawl2013');
  const form = (clocks: boolean, matchMinutes = '', turnMinutes = '') => ({
    rules: brawl,
    dungeon: { text: setup.dungeon, errors: [] },
    sides: [defaultSide(0), defaultSide(1)],
    seed: 5,
    turnLimit: '',
    tabletop: false,
    clocks,
    matchMinutes,
    turnMinutes,
  });

  it("offers the ruleset's own minutes, and none under a ruleset without clocks", () => {
    expect(brawl).toMatchObject({ matchMinutes: 120, turnMinutes: 4 });
    expect(rulesetChoice('classic')).toMatchObject({ matchMinutes: null, turnMinutes: null });
  });

  it('puts the minutes chosen, or none when the clocks are off, into the options the record keeps', () => {
    // With the page keeping the match clock, the clock alone ends the match: no turn limit.
    const on = gameSetup(form(true, '90', ''), 5);
    expect(on.ok && on.options.rules).toEqual({ turnLimit: null, matchMinutes: 90, turnMinutes: 4 });
    // With the clocks off, the ruleset's turn limit stands in for the match's time.
    const off = gameSetup(form(false), 5);
    expect(off.ok && off.options.rules).toEqual({ matchMinutes: null, turnMinutes: null });
    const bad = gameSetup(form(true, '1.5'), 5);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors).toContain('the match clock is a whole number of minutes');
  });
});
