/**
 * Events: what happened, in order, with every die rolled and what it was for. The CLI prints
 * them, replays store them, and the browser animates them.
 */

export type GameEvent =
  | {
      type: 'roll';
      die: number;
      value: number;
      purpose: string;
      player?: number;
      secret?: boolean;
      /** A coin toss: the team each face wins for, face 1 first (as the die's request says). */
      wins?: number[];
    }
  | {
      type: 'test';
      test: string;
      player: number;
      roll: number;
      target: number;
      modifier: number;
      ok: boolean;
    }
  | { type: 'reroll'; source: string; player: number }
  | { type: 'phase'; phase: string; team?: number }
  | { type: 'turnStart'; team: number; number: number }
  | { type: 'turnEnd'; team: number; turnover: boolean }
  | { type: 'turnover'; team: number; reason: string }
  | { type: 'activate'; player: number; action: string; target?: number }
  | { type: 'standUp'; player: number; ok: boolean }
  | {
      type: 'move';
      player: number;
      from: number;
      to: number;
      kind: 'step' | 'jump' | 'push' | 'followUp' | 'teleport' | 'place';
    }
  /** `only`: the one team that may see the event (a face-down trap counter's owner). */
  | {
      type: 'placed';
      what: 'chest' | 'portal' | 'trap';
      sq: number;
      number?: number;
      team: number;
      only?: number;
    }
  | { type: 'endZone'; team: number; zone: string }
  | { type: 'firstTurn'; team: number }
  | {
      type: 'ball';
      what:
        | 'bounce'
        | 'scatter'
        | 'deviate'
        | 'land'
        | 'ricochet'
        | 'teleport'
        | 'caught'
        | 'pickedUp'
        | 'dropped'
        | 'found'
        | 'handedOff'
        | 'rest';
      sq: number;
      player?: number;
    }
  | { type: 'blockDice'; attacker: number; defender: number; faces: string[]; chooser: number }
  | { type: 'blockResult'; face: string }
  | { type: 'knockedDown'; player: number; how: 'knockedDown' | 'fallsOver' | 'placedProne' }
  | { type: 'armour'; player: number; roll: number; modifier: number; av: number; broken: boolean }
  | {
      type: 'injury';
      player: number;
      roll: number;
      modifier: number;
      result: 'stunned' | 'ko' | 'badlyHurt' | 'casualty';
    }
  /**
   * `hazard`: [002]'s dungeon casualty (always Badly Hurt, not recorded): what caused it. `by`: the
   * team whose player caused it (a block, a foul, a spell, a bomb); absent for the dungeon's own
   * doing (hazards, traps, a failed dodge or rush, a teleport).
   */
  | { type: 'casualty'; player: number; roll: number; result: string; hazard?: string; by?: number }
  | { type: 'teleport'; player: number; from: number | null; to: number | null; mishap: boolean }
  | { type: 'chest'; player: number; sq: number; hadBall: boolean }
  /**
   * A trap counter acting on a player who entered its square ([003] Pit traps): `flipped` when it
   * was face down and was rolled for (a fake is then removed). Public: everyone sees a flip.
   */
  | {
      type: 'trap';
      player: number;
      sq: number;
      owner: number;
      kind: 'fake' | 'pit' | 'spikedPit';
      flipped: boolean;
    }
  | { type: 'sentOff'; player: number }
  | { type: 'argue'; player: number; roll: number; result: 'outtaHere' | 'dontCare' | 'putItLikeThat' }
  /** A KO'd player back to the reserves: the magic sponge, or (`recovered`) between drives. */
  | { type: 'sponge'; player: number; recovered?: boolean }
  | { type: 'skill'; player: number; skill: string; detail?: string }
  /** A Bombardier's bomb (rules/bomb.ts): where it lands, is caught, or explodes. */
  | { type: 'bomb'; what: 'thrown' | 'lands' | 'caught' | 'explodes'; sq: number; player?: number }
  /**
   * A College Wizard's spell (rules/spells/): cast by `team` (with its target player, square or
   * team), then what it did to each player: hit, missed, jumped to (Chain Lightning), fizzled.
   */
  | {
      type: 'spell';
      team: number;
      spell: string;
      what: 'cast' | 'hit' | 'missed' | 'jump' | 'fizzles';
      player?: number;
      sq?: number;
      against?: number;
    }
  | { type: 'touchdown'; player: number; team: number }
  | {
      type: 'gameOver';
      winner: number | null;
      reason: string;
      detail?: string;
      score?: number[];
      points?: number[];
    }
  /** A match goes on after a touchdown ([002]): the dungeon is set up again; `first` moves first. */
  | { type: 'dungeonReset'; score: number[]; first: number }
  /** [002]: a Knocked-out player's try to rush back in (a 6 brings it through a teleporter). */
  | { type: 'koRush'; player: number; roll: number; back: boolean }
  /** The clock keeper's word: the match's time is up, or the active team's turn time ran out. */
  | { type: 'clock'; what: 'timeUp' | 'turnTimeExpired'; team?: number }
  /** A coach conceded (concede.ts): the game ends, or (more than two teams) the team retires. */
  | { type: 'concede'; team: number }
  /**
   * [002] hazards: a trapdoor rolled for (`shut`, or opened: its squares `opened`), a
   * player falling into a pit, spiked pit, lava or chasm, a climb out of a pit (`roll` + `helpers`).
   */
  | { type: 'trapdoor'; player: number; sq: number; roll: number; shut: boolean; opened?: number[] }
  | { type: 'hazard'; player: number; sq: number; hazard: string }
  | { type: 'climb'; player: number; roll: number; helpers: number[]; ok: boolean }
  /**
   * [002] Hogwurts: the rotating room turned `quarterTurns` to the left (1 or 2) with everyone and
   * everything in it; `turns`: its quarter turns from the map as drawn, now (0-3).
   */
  | { type: 'roomTurned'; quarterTurns: number; turns: number }
  /**
   * [002] The Temple of Doom: the 4x4 stone ball rolled `moved` squares; `from` and `to` are its
   * north-west squares before and after (it may have turned back at an end on the way).
   */
  | { type: 'stoneBall'; from: number; to: number; moved: number };

export type EventType = GameEvent['type'];
