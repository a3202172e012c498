/**
 * The new-game screen: ruleset, dungeon, a team and a coach (person or bot) per side, a seed, a
 * turn limit and table-top mode; or a game record to open. createGame checks the set-up; its
 * errors are shown with the field they concern. In online mode (`onOnline`) the same form makes
 * the game on the server: a person or a server bot per side, what happens to a coach who leaves.
 */
import type { CreateGameBody } from '@dungeonbowl/server/protocol';
import { useState } from 'preact/hooks';
import { type AskDie, createWithDice, type SecretRolls } from '../dice.ts';
import { logLines } from '../log.ts';
import { clockSettings } from '../play/clock.ts';
import { GameController } from '../play/controller.ts';
import { buildReplay, type ReplayData } from '../replay/build.ts';
import { ClockPick } from './ClockPick.tsx';
import { DisconnectPick } from './DisconnectPick.tsx';
import { DungeonPick, useDungeonChoice } from './DungeonPick.tsx';
import { FileDrop } from './FileDrop.tsx';
import { type Form, gameSetup } from './form.ts';
import { DISCONNECT_DEFAULT, type DisconnectForm, ONLINE_SEATS, onlineBody } from './online.ts';
import { type RulesetChoice, rulesetChoice, rulesetChoices, teamCounts } from './rulesets.ts';
import { defaultSide, type SideState } from './side.ts';
import { TeamPick } from './TeamPick.tsx';
import './new-game.css';
import { SeedInput } from '../seed-input.tsx';

export interface NewGameProps {
  askDie: AskDie;
  /** Table-top mode: who throws a secret die (the hidden ball's), as the form says. */
  onSecretRolls?(s: SecretRolls): void;
  onStart(ctl: GameController): void;
  onReplay(data: ReplayData): void;
  /**
   * Online mode ("Play online"): the game is created on the server with this body instead of
   * played here; resolves with what is wrong, if anything.
   */
  onOnline?(body: CreateGameBody): Promise<string[]>;
}

const randomSeed = () => Math.floor(Math.random() * 1_000_000);

/**
 * Creates the game the form describes (asking for the pre-game's dice in table-top mode) and
 * hands it over; returns what is wrong instead, or null when the coaches cancelled a die.
 */
async function startGame(f: Form, askDie: AskDie, onStart: (ctl: GameController) => void) {
  const s = f.seed ?? randomSeed();
  const made0 = gameSetup(f, s);
  if (!made0.ok) return made0.errors;
  const { setup, options } = made0;
  const made = await createWithDice(setup, options, f.tabletop, askDie);
  if (!made) return null;
  if (!made.ok) return made.errors;
  onStart(
    new GameController({
      setup,
      options: f.tabletop ? { ...options, dice: made.dice } : options,
      game: made.game,
      actions: [],
      log: logLines(made.game, made.events),
      seats: f.sides.map((x) => x.seat),
      tabletop: f.tabletop,
      botSeed: s,
      clock: clockSettings(made.game),
    }),
  );
  return null;
}

/** Creates the game on the server (online mode); returns what is wrong, or null. */
async function createOnline(f: Form, net: DisconnectForm, send: (b: CreateGameBody) => Promise<string[]>) {
  const made = gameSetup({ ...f, tabletop: false }, f.seed ?? randomSeed());
  if (!made.ok) return made.errors;
  const body = onlineBody(
    made,
    f.sides.map((x) => x.seat),
    f.seed,
    net,
  );
  if (!body.ok) return body.errors;
  const problems = await send(body.body);
  return problems.length > 0 ? problems : null;
}

export interface Opts {
  seedText: string;
  turnLimit: string;
  tabletop: boolean;
  /** Table-top mode: the page rolls a secret die, or one coach types it behind a look-away screen. */
  secretRolls: SecretRolls;
  clocks: boolean;
  matchMinutes: string;
  turnMinutes: string;
}

const OPTS: Opts = {
  seedText: '',
  turnLimit: '',
  tabletop: false,
  secretRolls: 'program',
  clocks: true,
  matchMinutes: '',
  turnMinutes: '',
};

/** A side as the form starts it: online every side is a person's (each gets a link). */
const sideFor = (i: number, online: boolean): SideState => ({
  ...defaultSide(i),
  ...(online ? { seat: 'person' as const } : {}),
});

export function NewGame({ askDie, onSecretRolls, onStart, onReplay, onOnline }: NewGameProps) {
  const online = !!onOnline;
  const [ruleset, setRulesetId] = useState(rulesetChoices()[0].id);
  const [count, setCount] = useState(2);
  const dungeon = useDungeonChoice(ruleset, count);
  const [sides, setSides] = useState<SideState[]>([sideFor(0, online), sideFor(1, online)]);
  const [opts, setOpts] = useState<Opts>(OPTS);
  const [net, setNet] = useState<DisconnectForm>(DISCONNECT_DEFAULT);
  const [errors, setErrors] = useState<string[]>([]);
  const [starting, setStarting] = useState(false);
  const rules = rulesetChoice(ruleset);
  const zones = dungeon.choice.dungeon?.endZones.length ?? 2;
  const seed = opts.seedText.trim() === '' ? null : Number(opts.seedText);

  const setTeams = (n: number) => {
    setCount(n);
    setSides(Array.from({ length: n }, (_, i) => sides[i] ?? sideFor(i, online)));
  };
  // A ruleset with its own team range ([000]: 4 to 16) starts at its least; back to 2 without one.
  const setRuleset = (id: string) => {
    setRulesetId(id);
    const r = rulesetChoice(id).teams;
    if (r) setTeams(rules.teams ? Math.min(Math.max(count, r.min), r.max) : r.min);
    else if (rules.teams) setTeams(2);
  };
  const start = async () => {
    setStarting(true);
    const form = { rules, dungeon: dungeon.choice, sides, seed, ...opts };
    if (opts.tabletop) onSecretRolls?.(opts.secretRolls);
    const problems = onOnline
      ? await createOnline(form, net, onOnline)
      : await startGame(form, askDie, onStart);
    setStarting(false);
    if (problems) setErrors(problems);
  };

  return (
    <div class="new-game" data-testid="new-game-screen" data-mode={online ? 'online' : 'local'}>
      <h1>{online ? 'Dungeon Bowl: play online' : 'Dungeon Bowl'}</h1>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
      >
        <RulesPick {...{ ruleset, rules, setRuleset, count, zones, setTeams }} />
        <DungeonPick s={dungeon} ruleset={ruleset} />
        <SidesPick {...{ sides, setSides, seed, rules, online }} />
        <OptionsPick
          opts={opts}
          setOpts={setOpts}
          turnDefault={rules.turnLimit}
          timeUpRule={rules.timeUpRule}
          online={online}
        />
        <ClockPick rules={rules} opts={opts} setOpts={setOpts} />
        {online && <DisconnectPick net={net} setNet={setNet} />}
        <ErrorList testid="ng-errors" errors={errors} />
        <button type="submit" class="primary" data-testid="ng-start" disabled={starting}>
          {online ? 'Create the game and its links' : 'Start the game'}
        </button>
      </form>
      {!online && <OpenRecord onReplay={onReplay} />}
    </div>
  );
}

/** A team and who plays it, per side (online: a person or a server bot). */
function SidesPick(p: {
  sides: SideState[];
  setSides(s: SideState[]): void;
  seed: number | null;
  rules: RulesetChoice;
  online: boolean;
}) {
  return (
    <div class="sides">
      {p.sides.map((side, i) => (
        <TeamPick
          key={i}
          index={i}
          s={side}
          seed={p.seed ?? 0}
          rules={p.rules}
          seatKinds={p.online ? ONLINE_SEATS : undefined}
          onChange={(x) => p.setSides(p.sides.map((y, j) => (j === i ? x : y)))}
        />
      ))}
    </div>
  );
}

interface RulesProps {
  ruleset: string;
  rules: RulesetChoice;
  setRuleset(id: string): void;
  count: number;
  zones: number;
  setTeams(n: number): void;
}

/** The ruleset (every registered one, by name) and the number of teams the dungeon allows. */
function RulesPick({ ruleset, rules, setRuleset, count, zones, setTeams }: RulesProps) {
  return (
    <fieldset>
      <legend>Rules</legend>
      <select
        data-testid="ng-ruleset"
        value={ruleset}
        onChange={(e) => setRuleset((e.target as HTMLSelectElement).value)}
      >
        {rulesetChoices().map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </select>{' '}
      <label>
        Teams{' '}
        <select
          data-testid="ng-team-count"
          value={String(count)}
          onChange={(e) => setTeams(Number((e.target as HTMLSelectElement).value))}
        >
          {teamCounts(rules, zones).map((n) => (
            <option key={n}>{n}</option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}

function OptionsPick({
  opts,
  setOpts,
  turnDefault,
  timeUpRule,
  online,
}: {
  opts: Opts;
  setOpts(o: Opts): void;
  /** The ruleset's own turn limit, used when none is given. */
  turnDefault: number | null;
  /** What happens at the turn limit (the engine's words). */
  timeUpRule: string;
  /** Online the server rolls the dice: no table-top mode. */
  online: boolean;
}) {
  return (
    <fieldset>
      <legend>Options</legend>
      <SeedInput
        testId="ng-seed"
        value={opts.seedText}
        onChange={(seedText) => setOpts({ ...opts, seedText })}
      />{' '}
      <label>
        Turn limit (per team){' '}
        <input
          data-testid="ng-turn-limit"
          type="number"
          min={1}
          placeholder={turnDefault === null ? 'none: play to a touchdown' : `${turnDefault}: the match's`}
          value={opts.turnLimit}
          onInput={(e) => setOpts({ ...opts, turnLimit: (e.target as HTMLInputElement).value })}
        />
      </label>{' '}
      <TurnLimitRule opts={opts} turnDefault={turnDefault} timeUpRule={timeUpRule} />
      {!online && <TabletopPick opts={opts} setOpts={setOpts} />}
    </fieldset>
  );
}

/** What the ruleset does at the turn limit (the engine's words), under the limit's field. */
function TurnLimitRule(props: { opts: Opts; turnDefault: number | null; timeUpRule: string }) {
  if (!props.timeUpRule) return null;
  const none = props.opts.turnLimit.trim() === '' && props.turnDefault === null;
  return (
    <p class="muted turn-limit-rule" data-testid="ng-turn-limit-rule">
      {none ? 'With no turn limit the game goes on until a touchdown. ' : ''}
      At the turn limit (every team has played its turns): {props.timeUpRule}.
    </p>
  );
}

/** Table-top mode and, with it, who rolls the secret dice (not online: the server rolls). */
function TabletopPick({ opts, setOpts }: { opts: Opts; setOpts(o: Opts): void }) {
  return (
    <>
      <label title="Every die is rolled at the table and typed in; the page keeps the rules and the state.">
        <input
          data-testid="ng-tabletop"
          type="checkbox"
          checked={opts.tabletop}
          onChange={(e) => setOpts({ ...opts, tabletop: (e.target as HTMLInputElement).checked })}
        />{' '}
        Table-top mode (type in real dice)
      </label>
      {opts.tabletop && (
        <label title="Which chest holds the ball is a secret roll: nobody may see it.">
          Secret rolls{' '}
          <select
            data-testid="ng-secret-rolls"
            value={opts.secretRolls}
            onChange={(e) =>
              setOpts({ ...opts, secretRolls: (e.target as HTMLSelectElement).value as SecretRolls })
            }
          >
            <option value="program">rolled by the program</option>
            <option value="coach">typed by one coach, the others looking away</option>
          </select>
        </label>
      )}
    </>
  );
}

/** A game record opened to replay or continue; errors when it does not parse. */
function OpenRecord({ onReplay }: { onReplay(data: ReplayData): void }) {
  const [recordErrors, setRecordErrors] = useState<string[]>([]);
  const openRecord = (text: string) => {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (e) {
      return setRecordErrors([`This file is not a game record: it is not JSON (${(e as Error).message})`]);
    }
    const built = buildReplay(json);
    if (!built.ok) return setRecordErrors(built.errors);
    setRecordErrors([]);
    onReplay(built.data);
  };

  return (
    <fieldset class="open-record">
      <legend>Or open a game record</legend>
      <FileDrop
        testid="ng-open-record"
        accept=".json,application/json"
        label="Drop a game record (.json) here, or pick one, to replay or continue it"
        onText={openRecord}
      />
      <ErrorList testid="ng-record-errors" errors={recordErrors} />
    </fieldset>
  );
}

function ErrorList({ testid, errors }: { testid: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <ul class="errors" data-testid={testid}>
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}
