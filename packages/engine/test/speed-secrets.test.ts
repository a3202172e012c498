/**
 * Issue 22 made things shared that were made afresh: the most listed actions (one frozen object
 * per value for every game), a decision's activation info and the contexts of its commonest
 * kinds, a view's skill lists, views copied field by field (with every optional field, unset
 * ones undefined), and bots' turns whose view is made when read. This checks, in seeded games of
 * every ruleset, that what coaches, spectators and bots receive still holds no dice seed or
 * generator state, no ball's chest and no other coach's face-down trap, and that scribbling over
 * anything handed out (in one game) changes neither that game nor another one.
 */
import { type Bot, playBots, randomBot } from '@dungeonbowl/bots';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  apply,
  createGame,
  type Decision,
  type Game,
  legalActions,
  rulesetIds,
  view,
} from '../src/index.ts';
import { mapFor, teamsFor } from './helpers/common.ts';

const STEPS = 400;

function newGame(ruleset: string, seed: number): Game {
  const made = createGame(
    { ruleset, dungeon: mapFor(ruleset), teams: teamsFor(ruleset) },
    { seed, rules: { turnLimit: 6 } },
  );
  if (!made.ok) throw new Error(made.errors[0].message);
  return made.game;
}

/** A deterministic choice among `n`, from the step number. */
function pick(step: number, n: number): number {
  return ((step * 2654435761) % 2 ** 32) % n;
}

/**
 * The same game with every secret from `seat` changed: the ball in another closed chest, the
 * markers of the other coaches' face-down traps, the dice generator's state.
 */
function secretsChanged(g: Game, seat: number): Game {
  const other: Game = structuredClone(g);
  const closed = other.chests.filter((c) => !c.open);
  const at = closed.findIndex((c) => c.hasBall);
  if (at >= 0 && closed.length > 1) {
    closed[at].hasBall = false;
    closed[(at + 1) % closed.length].hasBall = true;
  }
  for (const t of other.traps) {
    if (t.kind === 'faceDown' && t.owner !== seat) t.marker = t.marker === 'pit' ? 'spikedPit' : 'pit';
  }
  if (other.dice.kind === 'seeded')
    other.dice.s = other.dice.s.map((w) => (w ^ 0x5bd1e995) >>> 0) as typeof other.dice.s;
  return other;
}

/** The dice generator's words that could be told apart in a text (longer than a few digits). */
function diceWords(g: Game): string[] {
  return g.dice.kind === 'seeded' ? g.dice.s.filter((w) => w >= 100_000).map(String) : [];
}

function attempt(edit: () => void): void {
  try {
    edit();
  } catch {
    // a frozen object refuses the edit, as good as no effect
  }
}

/** Every edit a hostile caller might make to a decision it was handed. */
function scribbleDecision(d: Decision): void {
  const actions = d.actions as unknown as Record<string, unknown>[];
  attempt(() => actions.push({ type: 'endTurn' }));
  attempt(() => actions.splice(0, 1));
  for (const a of actions) {
    for (const k of Object.keys(a)) {
      attempt(() => {
        a[k] = typeof a[k] === 'number' ? (a[k] as number) + 1 : 'x';
      });
    }
    attempt(() => {
      a.extra = 1;
    });
  }
  if (d.activation) attempt(() => Object.assign(d.activation!, { player: 0, target: 0, action: 'foul' }));
  attempt(() => Object.assign(d.context, { left: 99, moved: 99 }));
  attempt(() => Object.assign(d, { team: 99, kind: 'endTurn' }));
}

/** Every edit a hostile caller might make to its view. */
function scribbleView(v: Game): void {
  for (const p of v.players) {
    // The optional fields a view's player has unset (view.ts): set on the copy only.
    Object.assign(p, { stunnedAtTurnStart: true, rooted: true, casualty: 'dead', skillsLost: true });
    attempt(() => (p.skills as string[]).push('block', 'dodge', 'sureHands'));
    attempt(() => (p.skills as string[]).splice(0));
    attempt(() => (p.usedThisTurn as string[]).push('dodge'));
    p.ma = 1;
    p.status = 'prone';
  }
  v.occ.fill(-1);
  v.traps.length = 0;
  for (const f of v.stack) Object.assign(f, { phase: 'x', player: 0 });
}

describe('what is shared since issue 22 keeps the secrets', () => {
  for (const ruleset of rulesetIds()) {
    it(`${ruleset}: no view or decision tells the dice, the ball's chest or another coach's traps`, () => {
      const g = newGame(ruleset, 11);
      const seats = [...g.teams.map((_, i) => i), -1];
      let compared = 0;
      for (let step = 0; step < STEPS && !g.result; step++) {
        const d = legalActions(g)!;
        if (step % 7 === 0) {
          for (const seat of seats) {
            const seen = JSON.stringify(view(g, seat));
            expect(seen).toBe(JSON.stringify(view(secretsChanged(g, seat), seat)));
            for (const w of diceWords(g)) expect(seen).not.toContain(w);
          }
          // The decision goes to its coach: the same whatever that coach may not know.
          const other = legalActions(secretsChanged(g, d.team));
          expect(JSON.stringify(other)).toBe(JSON.stringify(d));
          compared++;
        }
        const r = apply(g, d.actions[pick(step, d.actions.length)], { inPlace: true, events: false });
        if (!r.ok) throw new Error(r.error.message);
      }
      expect(compared).toBeGreaterThan(20);
    });
  }
});

describe('what is shared since issue 22 cannot be changed by a caller', () => {
  for (const ruleset of rulesetIds()) {
    it(`${ruleset}: scribbling over every decision and view of one game changes neither it nor its twin`, () => {
      const scribbled = newGame(ruleset, 12);
      const twin = newGame(ruleset, 12);
      for (let step = 0; step < STEPS && !twin.result; step++) {
        const d = legalActions(scribbled)!;
        const chosen = pick(step, d.actions.length);
        const before = JSON.stringify(d);
        scribbleDecision(d);
        // The decision held is unchanged: what it shares with every game (the actions and contexts
        // made once per value, issue 22) is the same for both games here, so comparing them
        // alone would not see a change to a shared object.
        expect(JSON.stringify(d)).toBe(before);
        for (let seat = -1; seat < scribbled.teams.length; seat++) scribbleView(view(scribbled, seat));
        expect(JSON.stringify(legalActions(scribbled))).toBe(JSON.stringify(legalActions(twin)));
        const a: Action = legalActions(scribbled)!.actions[chosen];
        const r = apply(scribbled, a, { inPlace: true, events: false, trusted: true });
        const t = apply(twin, legalActions(twin)!.actions[chosen], {
          inPlace: true,
          events: false,
          trusted: true,
        });
        if (!r.ok || !t.ok) throw new Error('an action was refused');
        expect(JSON.stringify(scribbled)).toBe(JSON.stringify(twin));
      }
    });
  }

  it("a bot scribbling over its turn's view and decision plays the same game as one that does not", () => {
    const vandal = (): Bot => {
      const inner = randomBot();
      return {
        id: 'vandal',
        choose: (turn) => {
          const choice = inner.choose(turn);
          scribbleView(turn.view);
          scribbleDecision(turn.decision);
          return choice;
        },
      };
    };
    for (const ruleset of rulesetIds()) {
      const a = newGame(ruleset, 13);
      const b = newGame(ruleset, 13);
      const n = a.teams.length;
      playBots(a, Array.from({ length: n }, vandal), { seed: 3, maxSteps: STEPS });
      playBots(
        b,
        Array.from({ length: n }, () => randomBot()),
        { seed: 3, maxSteps: STEPS },
      );
      expect(JSON.stringify(a), ruleset).toBe(JSON.stringify(b));
    }
  });
});
