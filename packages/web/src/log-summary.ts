/**
 * One activation's summary, as the log shows it folded over its lines (log-groups.ts): "Ogre #1
 * blitzes Witch Elf #4: 2 dice, POW!, down, armour broken, KO'd". Each event adds a note in the
 * order it happened; a test says its name and how it went ("Bone Head passed", "2 dodges
 * passed", "dodge FAILED"), a block what came of it (the face, the push, the fall, the armour).
 */
import type { Game, GameEvent } from '@dungeonbowl/engine';
import { playerName, squareName } from './names.ts';
import { cap, count, words } from './words.ts';

type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

/** How a player goes down, in a word for a summary. */
const DOWN: Record<Ev<'knockedDown'>['how'], string> = {
  knockedDown: 'down',
  fallsOver: 'falls over',
  placedProne: 'placed prone',
};

/** The words of one activation's summary, gathered event by event. */
export class Summary {
  private readonly notes: string[] = [];
  /** Passed tests gathered ("2 dodges passed"), at the place of the first one. */
  private readonly tallies = new Map<string, { at: number; n: number }>();
  private to: number | null = null;
  private receiver: number | null = null;
  private target: number | undefined;
  private lastFailed = -1;
  private failedTest = '';
  /** A failed test just re-rolled: its note, and the test, which the next roll of it finishes. */
  private rerolled: { at: number; test: string } | null = null;
  /** A block was rolled (a blitz that ends without one says so). */
  private blocked = false;
  /** The ball came out of a chest just now: its "found" says nothing more. */
  private fromChest = false;

  constructor(
    private readonly g: Game,
    private readonly act: Ev<'activate'>,
    /** The activation is over (not still under way): what did not happen in it is final. */
    private readonly ended = true,
  ) {
    this.target = act.target;
  }

  /** The player the summary is about, named only when it is someone else. */
  private who(p: number): string {
    const subject = this.target ?? this.act.player;
    return p === subject ? '' : `${playerName(this.g, p)} `;
  }

  private note(text: string): void {
    this.notes.push(text);
  }

  private tally(test: string): void {
    const t = this.tallies.get(test);
    if (t) t.n++;
    else {
      this.tallies.set(test, { at: this.notes.length, n: 1 });
      this.notes.push('');
    }
  }

  add(e: GameEvent): void {
    const me = this.act.player;
    switch (e.type) {
      case 'move':
        if (e.player === me && (e.kind === 'step' || e.kind === 'jump' || e.kind === 'teleport'))
          this.to = e.to;
        // A block's outcome: where the pushed went (a chain push names the others), the follow-up.
        else if (e.kind === 'push') this.note(`${this.who(e.player)}pushed to ${squareName(this.g, e.to)}`);
        else if (e.kind === 'followUp') this.note('follows up');
        return;
      case 'standUp':
        if (e.player === me) this.note(e.ok ? 'stands up' : 'fails to stand up');
        return;
      case 'test':
        return this.test(e);
      case 'reroll': {
        // "dodge re-rolled (Dodge)" where the failure was, or (block dice) a note of its own.
        const how = e.source === 'team' ? 'team re-roll' : cap(words(e.source));
        const failed = this.lastFailed;
        this.lastFailed = -1;
        if (failed < 0) return this.note(how);
        this.notes[failed] = this.notes[failed].replace(' FAILED', ` FAILED, re-rolled (${how})`);
        this.rerolled = { at: failed, test: this.failedTest };
        return;
      }
      case 'blockDice':
        this.target ??= e.defender;
        this.blocked = true;
        return this.note(count(e.faces.length, 'die', 'dice'));
      case 'blockResult':
        return this.note(words(e.face));
      case 'knockedDown':
        return this.note(`${this.who(e.player)}${DOWN[e.how]}`);
      case 'armour':
        return this.note(`${this.who(e.player)}armour ${e.broken ? 'broken' : 'holds'}`);
      case 'injury':
        // A casualty is said by its own event, with what it is.
        if (e.result !== 'casualty') this.note(`${this.who(e.player)}${words(e.result)}`);
        return;
      case 'casualty':
        return this.note(`${this.who(e.player)}casualty (${words(e.result)})`);
      case 'ball':
        return this.ball(e);
      default:
        return this.other(e);
    }
  }

  private test(e: Ev<'test'>): void {
    if (e.test === 'pass') {
      const total = e.roll + e.modifier;
      return this.note(
        e.roll === 1 ? 'fumbled' : e.ok ? 'accurate' : total <= 1 ? 'wildly inaccurate' : 'inaccurate',
      );
    }
    // The re-roll of a failed test says how it went where the failure was.
    const again = this.rerolled;
    this.rerolled = null;
    if (again && again.test === e.test) {
      this.notes[again.at] += e.ok ? ': passed' : ': FAILED again';
      if (!e.ok) this.lastFailed = -1;
      return;
    }
    // A catch is said by the ball's event (caught, or the bounce after a drop).
    if (e.test === 'catch' && e.ok) return;
    if (e.ok) return this.tally(words(e.test));
    this.lastFailed = this.notes.length;
    this.failedTest = e.test;
    this.note(
      `${e.player === this.act.player ? '' : `${playerName(this.g, e.player)} `}${words(e.test)} FAILED`,
    );
  }

  private ball(e: Ev<'ball'>): void {
    const me = this.act.player;
    const mine = (p?: number) => p !== undefined && this.g.players[p]?.team === this.g.players[me]?.team;
    if (e.what === 'caught' && e.player !== undefined) {
      if (e.player === me) return this.note('catches the ball');
      if ((this.act.action === 'pass' || this.act.action === 'handOff') && mine(e.player)) {
        this.receiver = e.player;
        return this.note('caught');
      }
      return this.note(`caught by ${playerName(this.g, e.player)}`);
    }
    // The chest said it already: "opens a chest: the BALL!".
    if (e.what === 'found' && this.fromChest) return;
    if (e.what === 'pickedUp' || e.what === 'found')
      return this.note(
        `${e.player === me ? '' : `${playerName(this.g, e.player)} `}${e.what === 'found' ? 'finds' : 'picks up'} the ball`,
      );
    if (e.what === 'dropped')
      return this.note(`${e.player === me ? '' : `${playerName(this.g, e.player)} `}drops the ball`);
    if (e.what === 'bounce' && !this.notes.includes('the ball bounces')) this.note('the ball bounces');
  }

  private other(e: GameEvent): void {
    switch (e.type) {
      case 'chest':
        this.fromChest = e.hadBall;
        return this.note(`opens a chest: ${e.hadBall ? 'the BALL!' : 'it explodes'}`);
      case 'skill':
        // Stand Firm and the like: the block's push that did not happen.
        if (e.detail === 'is not pushed') this.note(`${this.who(e.player)}not pushed (${words(e.skill)})`);
        return;
      case 'trap':
        return this.note(
          `${this.who(e.player)}${e.kind === 'fake' ? 'a fake trap' : `falls into a ${words(e.kind)}`}`,
        );
      case 'hazard':
        return this.note(`${this.who(e.player)}falls into the ${words(e.hazard)}`);
      case 'climb':
        return this.note(e.ok ? 'climbs out of the pit' : 'stays in the pit');
      case 'teleport':
        return this.note(`${this.who(e.player)}${e.mishap ? 'lost in a mishap' : 'teleports'}`);
      case 'sentOff':
        return this.note(`${playerName(this.g, e.player)} sent off`);
      case 'bomb':
        if (e.what === 'explodes') this.note('the bomb explodes');
        return;
      case 'touchdown':
        return this.note('TOUCHDOWN!');
      case 'turnover':
        return this.note('TURNOVER');
    }
  }

  /** "Lineman #3 moves to (5,2)", "Thrower #2 passes to Catcher #7", "Ogre #1 blitzes Witch Elf #4". */
  private head(): string {
    const g = this.g;
    const { action } = this.act;
    const name = (p: number | null | undefined) =>
      p === null || p === undefined ? '' : ` ${playerName(g, p)}`;
    const to = (p: number | null) => (p === null ? '' : ` to${name(p)}`);
    const verb: Record<string, string> = {
      move: `moves${this.to !== null ? ` to ${squareName(g, this.to)}` : ''}`,
      block: `blocks${name(this.target)}`,
      blitz: `blitzes${name(this.target)}`,
      pass: `passes${to(this.receiver)}`,
      handOff: `hands off${to(this.receiver)}`,
      foul: `fouls${name(this.target)}`,
      throwTeamMate: 'throws a team-mate',
      kickTeamMate: 'kicks a team-mate',
      hypnoticGaze: `uses Hypnotic Gaze${name(this.target)}`,
      throwBomb: 'throws a bomb',
    };
    return `${playerName(g, this.act.player)} ${verb[action] ?? `declares ${words(action)}`}`;
  }

  text(): string {
    // A test says what it was and how it went: "Bone Head passed", not "1 Bone Head".
    for (const [test, t] of this.tallies) {
      const plural = /(s|sh|ch)$/.test(test) ? `${test}es` : `${test}s`;
      this.notes[t.at] = t.n === 1 ? `${test} passed` : `${count(t.n, test, plural)} passed`;
    }
    if (this.ended && this.act.action === 'blitz' && !this.blocked) this.notes.push('no block');
    const notes = this.notes.filter((n) => n !== '');
    return `${this.head()}${notes.length ? `: ${notes.join(', ')}` : ''}`;
  }
}
