/**
 * The whole game's set-up: 1 to 4 players (one: solo), each a different hero and a seat kind
 * (a person at this screen, or a bot), table-top dice, a seed and the bots' pace. The engine
 * checks it all again when the game is made (its errors are shown as they come).
 */
import { HERO_IDS, HEROES, type HeroId } from '@dungeonbowl/dungeonquest';
import { MAX_QUEST_PLAYERS } from '@dungeonbowl/dungeonquest/quest';
import { SeedInput } from '../../seed-input.tsx';
import type { SeatKind, SeatSetup } from './model.ts';
import { SEAT_COLOURS } from './model.ts';

export interface GameOptions {
  seats: SeatSetup[];
  tabletop: boolean;
  seed: string;
  /** Milliseconds a bot waits before it acts (0: at once). */
  pace: number;
}

export const PACES: [number, string][] = [
  [1200, 'slow'],
  [500, 'normal'],
  [150, 'fast'],
  [0, 'at once'],
];

export function defaultOptions(): GameOptions {
  return { seats: [{ hero: 'lindel', kind: 'person' }], tabletop: false, seed: '', pace: 500 };
}

/** Seats for a new count: the ones kept, new ones with heroes nobody has, as bots. */
export function resize(seats: SeatSetup[], n: number): SeatSetup[] {
  const out = seats.slice(0, n);
  while (out.length < n) {
    const hero = HERO_IDS.find((h) => !out.some((s) => s.hero === h))!;
    out.push({ hero, kind: 'bot' });
  }
  return out;
}

/** Two seats with one hero: the set-up cannot start (the engine would say HERO_TWICE). */
export function heroTwice(seats: SeatSetup[]): HeroId | null {
  return seats.find((s, i) => seats.findIndex((t) => t.hero === s.hero) !== i)?.hero ?? null;
}

export function GameSetupForm(props: {
  opts: GameOptions;
  set(p: Partial<GameOptions>): void;
  onStart(): void;
}) {
  const { opts, set } = props;
  const twice = heroTwice(opts.seats);
  const seat = (i: number, patch: Partial<SeatSetup>) =>
    set({ seats: opts.seats.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  return (
    <div class="qg-setup" data-testid="quest-game-setup">
      <section>
        <h2>Players</h2>
        <label>
          How many{' '}
          <select
            data-testid="quest-players"
            value={opts.seats.length}
            onChange={(e) =>
              set({ seats: resize(opts.seats, Number((e.target as HTMLSelectElement).value)) })
            }
          >
            {Array.from({ length: MAX_QUEST_PLAYERS }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n === 1 ? '1 (solo)' : n}
              </option>
            ))}
          </select>
        </label>
        <p class="muted">
          Seats in clockwise order: the player to the left of each one runs the monsters it meets (in solo
          play the tokens are face up). A person plays at this screen (hot-seat: the screen is passed); a bot
          plays by itself.
        </p>
        <ol class="qg-seats">
          {opts.seats.map((s, i) => (
            <li key={i} style={{ borderLeftColor: SEAT_COLOURS[i] }} data-testid={`quest-seat-${i}`}>
              <select
                data-testid={`quest-seat-hero-${i}`}
                value={s.hero}
                aria-label={`Seat ${i + 1}: hero`}
                onChange={(e) => seat(i, { hero: (e.target as HTMLSelectElement).value as HeroId })}
              >
                {HERO_IDS.map((h) => (
                  <option key={h} value={h}>
                    {HEROES[h].name} (life {HEROES[h].life})
                  </option>
                ))}
              </select>
              <select
                data-testid={`quest-seat-kind-${i}`}
                value={s.kind}
                aria-label={`Seat ${i + 1}: who plays`}
                onChange={(e) => seat(i, { kind: (e.target as HTMLSelectElement).value as SeatKind })}
              >
                <option value="person">a person</option>
                <option value="bot">a bot</option>
              </select>
              <input
                data-testid={`quest-seat-name-${i}`}
                placeholder={HEROES[s.hero].short}
                aria-label={`Seat ${i + 1}: name`}
                maxLength={24}
                value={s.name ?? ''}
                onInput={(e) => seat(i, { name: (e.target as HTMLInputElement).value })}
              />
              <span class="quest-ability">{HEROES[s.hero].abilityText}</span>
            </li>
          ))}
        </ol>
        {twice && (
          <p class="error" data-testid="quest-setup-error">
            {HEROES[twice].short} is chosen twice: each player has a different hero.
          </p>
        )}
      </section>
      <section>
        <h2>The table</h2>
        <div class="quest-options">
          <label title="Every die is thrown at the table and typed in; the cards are shuffled from the seed.">
            <input
              type="checkbox"
              data-testid="quest-tabletop"
              checked={opts.tabletop}
              onChange={(e) => set({ tabletop: (e.target as HTMLInputElement).checked })}
            />{' '}
            Table-top mode (type in real dice)
          </label>
          <SeedInput testId="quest-seed" value={opts.seed} onChange={(seed) => set({ seed })} />
          <label>
            Bots play{' '}
            <select
              data-testid="quest-bot-pace"
              value={opts.pace}
              onChange={(e) => set({ pace: Number((e.target as HTMLSelectElement).value) })}
            >
              {PACES.map(([ms, name]) => (
                <option key={ms} value={ms}>
                  {name}
                </option>
              ))}
            </select>
          </label>
        </div>
      </section>
      <button
        type="button"
        class="primary"
        data-testid="quest-start"
        disabled={!!twice}
        onClick={props.onStart}
      >
        Enter the dungeon
      </button>
    </div>
  );
}
