/**
 * The online controller over a stand-in socket (the server's messages typed in by the test): the
 * lobby, then the seat's view and decision; the log from a catch-up's and each step's events; an
 * action sent and its refusal shown with nothing changed; a spectator never decides; a link the
 * server refuses; the server's clocks counting down in the page.
 */
import {
  createGame,
  FIRE_TEAM,
  type Game,
  type GameSetup,
  getBuiltinDungeon,
  legalActions,
  publicDecision,
  view,
} from '@dungeonbowl/engine';
import type { SocketLike } from '@dungeonbowl/server/client';
import type { SeatInfo, ServerMessage } from '@dungeonbowl/server/protocol';
import { describe, expect, it } from 'vitest';
import { ServerClock } from '../src/online/clock.ts';
import { OnlineController } from '../src/online/controller.ts';
import { DISCONNECT_DEFAULT, onlineBody } from '../src/setup/online.ts';

const setup: GameSetup = {
  dungeon: getBuiltinDungeon('training-room')!.text,
  teams: [FIRE_TEAM, { ...FIRE_TEAM, name: 'Other Blasters' }],
};

class FakeSocket implements SocketLike {
  readyState = 1;
  sent: Record<string, unknown>[] = [];
  onopen: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.onclose?.({});
  }
  /** A message from the server. */
  get(m: ServerMessage | Record<string, unknown>): void {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
}

const seats = (joined: boolean[]): SeatInfo[] =>
  joined.map((j, seat) => ({ seat, team: `team ${seat}`, kind: 'person', joined: j, connected: j ? 1 : 0 }));

const clocks = {
  matchLeftMs: null,
  turnLeftMs: null,
  running: false,
  matchRunning: false,
  turnRunning: false,
};

function open(seat: number) {
  let socket: FakeSocket | null = null;
  const ctl = new OnlineController('g1', 'x'.repeat(20), () => (socket = new FakeSocket()), 'ws://test/ws');
  const s = socket as unknown as FakeSocket;
  s.onopen?.({});
  const settings = { graceSec: 60, onDisconnect: 'forfeit' };
  s.get({ t: 'welcome', game: 'g1', seat, seats: seats([true, false]), status: 'lobby', settings });
  return { ctl, s };
}

/** The game at seq 0 and the messages a seat gets when it starts: its catch-up, then its snapshot. */
function start(s: FakeSocket, seat: number): Game {
  const made = createGame(setup, { seed: 5 });
  if (!made.ok) throw new Error('no game');
  const g = made.game;
  const d = legalActions(g)!;
  s.get({ t: 'catchup', steps: [{ seq: 0, by: { server: true }, events: made.events }] });
  s.get({
    t: 'snapshot',
    seq: 0,
    view: view(g, seat),
    decision: d.team === seat ? d : publicDecision(d),
    clocks,
  });
  return g;
}

describe('online controller', () => {
  it('says hello with the token, shows the lobby, then the seat view, the decision and the log', () => {
    const { ctl, s } = open(0);
    expect(s.sent[0]).toMatchObject({ t: 'hello', game: 'g1' });
    expect(ctl.phase).toBe('lobby');
    expect(ctl.seatInfo.map((x) => x.joined)).toEqual([true, false]);
    const g = start(s, 0);
    expect(ctl.phase).toBe('play');
    expect(ctl.seq).toBe(0);
    expect(ctl.viewer).toBe(0);
    expect(ctl.log.length).toBeGreaterThan(0);
    const d = legalActions(g)!;
    expect(ctl.decision()?.team).toBe(d.team);
    expect(ctl.personToDecide()).toBe(d.team === 0);
    expect(ctl.hasRecord()).toBe(false);
    expect(ctl.local).toBeNull();
  });

  it('sends an action for the latest step; a refusal is shown and nothing changes', async () => {
    // The seat that decides first.
    const made = createGame(setup, { seed: 5 });
    const seat = made.ok ? legalActions(made.game)!.team : -1;
    const { ctl, s } = open(seat);
    const g = start(s, seat);
    const d = legalActions(g)!;
    expect(ctl.personToDecide()).toBe(true);
    const before = ctl.game;
    const done = ctl.actSeq([d.actions[0]]);
    expect(ctl.busy).toBe(true);
    const act = s.sent.at(-1)!;
    expect(act).toMatchObject({ t: 'act', seq: 0, action: d.actions[0] });
    s.get({ t: 'error', id: act.id, code: 'ILLEGAL_ACTION', message: 'not now' });
    expect(await done).toBe(false);
    expect(ctl.error).toBe('not now');
    expect(ctl.game).toBe(before);
    expect(ctl.busy).toBe(false);
    // Accepted: the step's events are logged, the view and step number move on.
    const again = ctl.actSeq([d.actions[0]]);
    const id = s.sent.at(-1)!.id;
    const lines = ctl.log.length;
    s.get({
      t: 'step',
      ...{ seq: 1, by: { seat }, ack: id, events: [{ type: 'turnStart', team: seat, number: 1 }] },
      ...{ view: view(g, seat), decision: null, clocks },
    });
    expect(await again).toBe(true);
    expect(ctl.error).toBe('');
    expect(ctl.seq).toBe(1);
    expect(ctl.log.length).toBe(lines + 1);
  });

  it('a step arriving live raises its banners; the steps of a catch-up do not', () => {
    const { ctl, s } = open(0);
    const g = start(s, 0);
    expect(ctl.banners.items).toEqual([]);
    const turnover = { type: 'turnover', team: 1, reason: 'a failed dodge' };
    s.get({
      t: 'step',
      seq: 1,
      by: { seat: 1 },
      events: [turnover],
      view: view(g, 0),
      decision: null,
      clocks,
    });
    expect(ctl.banners.items.map((b) => b.kind)).toEqual(['turnover']);
    // A reconnect's catch-up brings old steps: logged, not announced again.
    s.get({ t: 'catchup', steps: [{ seq: 2, by: { seat: 1 }, events: [turnover] }] });
    s.get({ t: 'snapshot', seq: 2, view: view(g, 0), decision: null, clocks });
    expect(ctl.banners.items).toHaveLength(1);
    expect(ctl.log.some((l) => /turnover/i.test(l.text))).toBe(true);
  });

  it('a spectator sees the game as nobody decides it, and never decides', () => {
    const { ctl, s } = open(-1);
    start(s, -1);
    expect(ctl.viewer).toBe(-1);
    expect(ctl.decision()?.actions).toEqual([]);
    expect(ctl.personToDecide()).toBe(false);
  });

  it('a link the server refuses says why and stops asking', () => {
    let socket: FakeSocket | null = null;
    const ctl = new OnlineController('g1', 'y'.repeat(20), () => (socket = new FakeSocket()), 'ws://test/ws');
    const s = socket as unknown as FakeSocket;
    s.onopen?.({});
    s.get({ t: 'error', code: 'BAD_TOKEN', message: 'this link does not open a seat of that game' });
    expect(ctl.phase).toBe('failed');
    expect(ctl.failure).toMatch(/does not open a seat/);
  });
});

describe('server clocks', () => {
  it('count down from what the server said while they run, and stand still otherwise', () => {
    let now = 1000;
    const clock = new ServerClock(() => now);
    expect(clock.shown).toBe(false);
    clock.set({
      matchLeftMs: 60_000,
      turnLeftMs: 10_000,
      running: true,
      matchRunning: true,
      turnRunning: true,
    });
    now += 4000;
    expect(clock.matchLeft()).toBe(56_000);
    expect(clock.turnLeft()).toBe(6000);
    now += 20_000;
    expect(clock.turnLeft()).toBe(0);
    clock.set({
      matchLeftMs: 30_000,
      turnLeftMs: null,
      running: false,
      matchRunning: false,
      turnRunning: false,
    });
    now += 5000;
    expect(clock.matchLeft()).toBe(30_000);
    expect(clock.turnLeft()).toBe(Infinity);
    // After a turnover the match clock runs on while the turn clock stands.
    clock.set({
      matchLeftMs: 20_000,
      turnLeftMs: 7000,
      running: true,
      matchRunning: true,
      turnRunning: false,
    });
    now += 3000;
    expect(clock.matchLeft()).toBe(17_000);
    expect(clock.turnLeft()).toBe(7000);
  });
});

describe('the online form', () => {
  const made = { setup, options: { seed: 9, rules: { turnLimit: 3 } } };
  it('makes the body of POST /api/games: a seat per side, the policy, the seed only when typed', () => {
    const net = { onDisconnect: 'bot' as const, graceText: '45' };
    const out = onlineBody(made, ['person', 'random'], null, net);
    expect(out).toEqual({
      ok: true,
      body: {
        setup,
        rules: { turnLimit: 3 },
        seats: [{ kind: 'person' }, { kind: 'bot', bot: 'random' }],
        settings: { graceSec: 45, onDisconnect: 'bot' },
      },
    });
    const seeded = onlineBody(made, ['person', 'person'], 9, DISCONNECT_DEFAULT);
    expect(seeded.ok && seeded.body.seed).toBe(9);
  });

  it('refuses a grace that is not a whole number of seconds', () => {
    const out = onlineBody(made, ['person', 'person'], null, { onDisconnect: 'forfeit', graceText: '1.5' });
    expect(out.ok).toBe(false);
  });
});
