import { describe, expect, it } from 'vitest';
import {
  type Action,
  FIRE_TEAM,
  type GameRecord,
  type GameSetup,
  getBuiltinDungeon,
  getRuleset,
  newRecord,
  parseRecord,
  replayRecord,
  SHADOW_TEAM,
} from '../src/index.ts';
import { randomRecord as played } from './helpers/records.ts';

const randomRecord = (seed: number, turnLimit: number) => played(seed, turnLimit, SETUP);

const SETUP: GameSetup = {
  dungeon: getBuiltinDungeon('training-room')!.text,
  teams: [FIRE_TEAM, SHADOW_TEAM],
};

describe('Game records', () => {
  it('a new record holds the set-up, the options and no actions yet', () => {
    const r = newRecord(SETUP, { seed: 7 });
    expect(r).toEqual({
      format: 'dungeonbowl-record',
      version: 1,
      rulesRevision: 2,
      setup: { ...SETUP, ruleset: 'dungeonbowl2021' },
      options: { seed: 7, rules: getRuleset('dungeonbowl2021')!.defaults },
      actions: [],
    });
    expect(parseRecord(JSON.parse(JSON.stringify(r))).ok).toBe(true);
  });

  it('replaying a record twice gives the same game and the same events', () => {
    const record = randomRecord(11, 3);
    expect(record.result?.reason).toBe('turnLimit');
    const a = replayRecord(record);
    const b = replayRecord(JSON.parse(JSON.stringify(record)));
    if (!a.ok || !b.ok) throw new Error('replay failed');
    expect(a.steps).toBe(record.actions.length);
    expect(a.game).toEqual(b.game);
    expect(a.events).toEqual(b.events);
    expect(a.events.length).toBeGreaterThan(record.actions.length);
    expect(a.game.result).toEqual(record.result);
  });

  it('a replay without events reaches the same state', () => {
    const record = randomRecord(5, 2);
    const a = replayRecord(record);
    const b = replayRecord(record, { events: false });
    if (!a.ok || !b.ok) throw new Error('replay failed');
    expect(b.events).toEqual([]);
    expect(b.game).toEqual(a.game);
  });

  it('an illegal action stops the replay and is named by its index', () => {
    const record = randomRecord(3, 2);
    record.result = undefined;
    record.actions.splice(4, 0, { type: 'step', to: 0 });
    const r = replayRecord(record);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors[0].code).toBe('ILLEGAL_ACTION');
    expect(r.errors[0].path).toBe('actions[4]');
    expect(r.errors[0].message).toMatch(/^actions\[4\]: illegal action/);
  });

  it('an action after the end of the game is refused', () => {
    const record = randomRecord(3, 1);
    record.actions.push({ type: 'endTurn' });
    const r = replayRecord(record);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors[0]).toMatchObject({ code: 'GAME_OVER', path: `actions[${record.actions.length - 1}]` });
  });

  it('a stored result that the replay does not reach is reported', () => {
    const record = randomRecord(9, 1);
    record.result = { winner: 0, reason: 'touchdown' };
    const r = replayRecord(record);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ code: 'RESULT_MISMATCH', path: 'result' });
  });

  it('a set-up error points into the record', () => {
    const bad: GameRecord = newRecord(
      { ...SETUP, teams: [{ ...FIRE_TEAM, roster: 'nope' }, SHADOW_TEAM] },
      {},
    );
    const r = replayRecord(bad);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ code: 'UNKNOWN_ROSTER', path: 'setup.teams[0].roster' });
    const map = replayRecord(newRecord({ ...SETUP, dungeon: '####\n#AB?\n####\n' }, {}));
    expect(map.ok).toBe(false);
    if (!map.ok) expect(map.errors[0]).toMatchObject({ code: 'UNKNOWN_CHAR', path: 'setup.dungeon:2:4' });
  });

  it('scripted dice that run out are an error, not a crash', () => {
    const r = replayRecord(newRecord(SETUP, { dice: [] }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatchObject({ code: 'DICE_EXHAUSTED', path: 'options.dice' });
  });
});

describe('Reading a record', () => {
  const valid = () => JSON.parse(JSON.stringify(newRecord(SETUP, { seed: 1 })));

  it('anything but an object is not a record', () => {
    for (const v of [null, 3, [], '3', '"x"', '[]']) {
      const r = parseRecord(v);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.errors[0].code).toBe('NOT_A_RECORD');
    }
    // A string is the record's JSON text.
    expect(parseRecord('x')).toMatchObject({ ok: false, errors: [{ code: 'NOT_JSON', path: '' }] });
  });

  it('a file that is not a record is told so in one line for a person, naming what is wrong', () => {
    const message = (v: unknown) => {
      const r = parseRecord(v);
      return r.ok ? '' : r.errors[0].message;
    };
    const { format: _f, version: _v, ...bare } = valid();
    expect(message({ name: 'my team' })).toBe(
      'This file is not a Dungeon Bowl game record (it has no "format" field)',
    );
    expect(message([1, 2])).toBe(
      'This file is not a Dungeon Bowl game record (a record is a JSON object; this file holds a list)',
    );
    expect(message({ ...valid(), format: 'pgn' })).toBe(
      "This file is not a Dungeon Bowl game record (its \"format\" is 'pgn', not 'dungeonbowl-record')",
    );
    expect(message({ ...bare, format: 'dungeonbowl-record' })).toBe('This record has no version number');
    expect(message({ ...valid(), version: 2 })).toBe(
      'This record is version 2, newer than this program reads (version 1)',
    );
    for (const m of [message({}), message({ ...valid(), version: 'one' })]) expect(m).not.toMatch(/\n/);
  });

  it('the format and version are checked', () => {
    const r = parseRecord({ ...valid(), format: 'pgn', version: 2 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map((e) => e.path)).toEqual(['format', 'version']);
  });

  it('each action field is checked and named by its path', () => {
    const actions: unknown[] = [
      { type: 'endTurn' },
      { type: 'step', to: 'north' },
      { type: 'fly' },
      { type: 'activate', player: 1, action: 'dance' },
      { type: 'followUp', yes: true, extra: 1 },
      'endTurn',
    ];
    const r = parseRecord({ ...valid(), actions });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => [e.code, e.path])).toEqual([
      ['BAD_ACTION_FIELD', 'actions[1].to'],
      ['UNKNOWN_ACTION', 'actions[2].type'],
      ['BAD_ACTION_FIELD', 'actions[3].action'],
      ['UNKNOWN_FIELD', 'actions[4].extra'],
      ['BAD_ACTION', 'actions[5]'],
    ]);
  });

  it('an optional action field may be left out', () => {
    const actions: Action[] = [
      { type: 'activate', player: 1, action: 'move' },
      { type: 'activate', player: 1, action: 'block', target: 3 },
      { type: 'reroll', source: 'team' },
    ];
    expect(parseRecord({ ...valid(), actions }).ok).toBe(true);
  });

  it('the set-up, options and result are checked', () => {
    const rec = valid();
    rec.setup.teams[1].players[2].position = 5;
    rec.setup.dungeon = undefined;
    rec.options = { seed: 1.5 };
    rec.result = { winner: 'Fire', reason: 'boredom' };
    const r = parseRecord(rec);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.map((e) => e.path)).toEqual([
      'setup.dungeon',
      'setup.teams[1].players[2].position',
      'options.seed',
      'result.winner',
      'result.reason',
    ]);
  });

  it('the seats are optional: a name a team, person or a bot; anything else is one clear error', () => {
    expect(parseRecord({ ...valid(), seats: ['person', 'scripted'] }).ok).toBe(true);
    const bad: unknown[] = [
      ['person'],
      'person',
      ['person', 'Robot 9'],
      ['person', 3],
      ['person', '\u001b[2J'],
      {},
    ];
    for (const seats of bad) {
      const r = parseRecord({ ...valid(), seats });
      expect(r.ok).toBe(false);
      if (r.ok) continue;
      expect(r.errors).toHaveLength(1);
      expect(r.errors[0]).toMatchObject({ code: 'BAD_SEATS', path: 'seats' });
      expect(r.errors[0].message).not.toContain('\n');
    }
    // The replay ignores the seats.
    expect(replayRecord({ ...valid(), seats: ['search', 'person'] }).ok).toBe(true);
  });
});
