/**
 * `dungeonbowl quest odds|table|fight`: DungeonQuest's alternate combat-dice variant
 * (packages/dungeonquest) from the command line: the exact odds of one fight, a table of every
 * hero against every monster and life value, and one fight played out with its dice.
 */
import {
  ATTRIBUTE_NAMES,
  bestDecision,
  createQuest,
  DEFAULT_TOKEN_POOL,
  DIE_COLOURS,
  decide,
  EncounterError,
  type EncounterEvent,
  fightOdds,
  getHero,
  getMonster,
  HEROES,
  type Hero,
  heroLimit,
  isHeroId,
  isMonsterType,
  MAX_MONSTER_LIFE,
  MONSTER_TYPES,
  MONSTERS,
  meetMonster,
  type Odds,
  type OddsRow,
  oddsTable,
  parseRuleSetting,
  QuestError,
  type QuestRules,
  questRules,
  ruleDifferences,
  seededDice,
  startEncounter,
} from '@dungeonbowl/dungeonquest';
import { maxOf, minOf, printableLine } from '@dungeonbowl/engine';
import { type Io, UserError } from '../io.ts';

interface CommonOptions {
  wounds?: number;
  /** commander's --no-ability sets this to false. */
  ability?: boolean;
  json?: boolean;
  rule?: string[];
}

export interface QuestOddsOptions extends CommonOptions {
  hero: string;
  monster: string;
  life: number;
  escape?: boolean;
}

export type QuestTableOptions = CommonOptions;

export interface QuestFightOptions extends CommonOptions {
  hero: string;
  monster: string;
  life?: number;
  escape?: boolean;
  seed: number;
}

function heroOf(id: string): Hero {
  const key = id.trim().toLowerCase();
  if (!isHeroId(key))
    throw new UserError(`unknown hero '${printableLine(id)}' (valid: ${Object.keys(HEROES).join(', ')})`);
  return getHero(key);
}

function monsterOf(id: string) {
  const key = id.trim().toLowerCase();
  if (!isMonsterType(key))
    throw new UserError(`unknown monster '${printableLine(id)}' (valid: ${MONSTER_TYPES.join(', ')})`);
  return getMonster(key);
}

/** A monster's life within what the game allows (the odds grow with its square). */
function lifeOf(life: number): number {
  if (life > MAX_MONSTER_LIFE) {
    const largest = maxOf(DEFAULT_TOKEN_POOL.map((t) => t.life));
    throw new UserError(
      `--life ${life}: a monster's life is 1 to ${MAX_MONSTER_LIFE} (the game's tokens go up to ${largest})`,
    );
  }
  return life;
}

function rulesOf(settings: string[] | undefined): QuestRules {
  const partial: Partial<QuestRules> = {};
  try {
    for (const s of settings ?? []) Object.assign(partial, parseRuleSetting(s));
    return questRules(partial);
  } catch (e) {
    // The package's rule errors quote what was typed.
    throw new UserError(printableLine((e as Error).message));
  }
}

/**
 * Runs a package call, turning its validation errors into a user error. Anything else is a bug
 * and stays an exception: "Maximum call stack size exceeded" once passed for a user's mistake.
 */
function checked<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof EncounterError || e instanceof QuestError) throw new UserError(e.message);
    throw e;
  }
}

function checkWounds(hero: Hero, rules: QuestRules, wounds: number | undefined): number {
  const w = wounds ?? 0;
  const limit = heroLimit({ hero, monster: 'skeleton', life: 1, useAbility: true, rules });
  if (w >= limit) {
    throw new UserError(
      `${hero.short} dies at ${limit} wounds (life ${hero.life}): --wounds must be 0 to ${limit - 1}`,
    );
  }
  return w;
}

export function heroLine(hero: Hero): string {
  return `${hero.name} (Str ${hero.strength}, Agi ${hero.agility}, Arm ${hero.armor}, Luck ${hero.luck}; life ${hero.life})`;
}

function monsterLine(type: string): string {
  const m = getMonster(type);
  return `${m.name} (${m.attributes.map((a) => ATTRIBUTE_NAMES[a]).join(' & ')})`;
}

/** A probability as a percentage; tiny ones keep two significant digits. */
export function pct(p: number): string {
  if (p === 0) return '0%';
  const x = p * 100;
  if (x < 0.01) return `${x.toPrecision(2)}%`;
  // Never print a chance short of certainty as 100%.
  return p < 1 && x.toFixed(2) === '100.00' ? '>99.99%' : `${x.toFixed(2)}%`;
}

function abilityNote(hero: Hero, ability: boolean): string {
  if (!hero.ability) return 'no ability in this variant';
  return ability ? 'ability on' : 'ability off (--no-ability)';
}

function rulesNote(rules: QuestRules): string {
  const diff = ruleDifferences(rules);
  return diff.length > 0 ? `readings: ${diff.join(', ')}\n` : '';
}

function oddsJson(o: Odds) {
  return {
    win: o.win,
    loss: o.loss,
    mutual: o.mutual,
    escaped: o.escaped,
    expectedWounds: o.expectedWounds,
    expectedRounds: o.expectedRounds,
  };
}

/** The fight's exact odds, a failure of the package shown as the user's error. */
function oddsOf(fight: Parameters<typeof fightOdds>[0]): Odds {
  return checked(() => fightOdds(fight));
}

export function questOdds(opts: QuestOddsOptions, io: Io): number {
  const hero = heroOf(opts.hero);
  const monster = monsterOf(opts.monster);
  const rules = rulesOf(opts.rule);
  const wounds = checkWounds(hero, rules, opts.wounds);
  const life = lifeOf(opts.life);
  const useAbility = opts.ability !== false;
  const o = oddsOf({
    hero,
    monster: monster.id,
    life,
    heroWounds: wounds,
    useAbility,
    rules,
    escape: opts.escape,
  });
  if (opts.json) {
    io.out(
      `${JSON.stringify({
        hero: hero.id,
        monster: monster.id,
        life: opts.life,
        wounds,
        route: opts.escape ? 'escape' : 'attack',
        ability: useAbility && hero.ability !== null,
        rules,
        ...oddsJson(o),
      })}\n`,
    );
    return 0;
  }
  const luck = Math.min(12, Math.max(1, hero.luck));
  const escapeChance = ways2d6AtMost(luck) / 36;
  const lines = [
    `${heroLine(hero)} against a ${monsterLine(monster.id)}, life ${opts.life}`,
    `${opts.escape ? `trying to escape first (Luck test, 2d6 <= ${luck}: ${pct(escapeChance)})` : 'attacking'}, from ${wounds} wounds, ${abilityNote(hero, useAbility)}`,
  ];
  io.out(`${lines.join('\n')}\n${rulesNote(rules)}`);
  const rows: [string, string, string?][] = [];
  if (opts.escape) rows.push(['escaped', pct(o.escaped)]);
  rows.push(
    ['win', pct(o.win)],
    ['loss', pct(o.loss)],
    ['mutual', pct(o.mutual), '(both fall in the same round)'],
    ['expected wounds', o.expectedWounds.toFixed(2)],
    ['expected rounds', o.expectedRounds.toFixed(2)],
  );
  for (const [k, v, note] of rows) io.out(`  ${k.padEnd(16)} ${v.padStart(8)}${note ? `  ${note}` : ''}\n`);
  return 0;
}

function ways2d6AtMost(n: number): number {
  let ways = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b <= n) ways++;
  return ways;
}

export function questTable(opts: QuestTableOptions, io: Io): number {
  const rules = rulesOf(opts.rule);
  const useAbility = opts.ability !== false;
  const woundsOk = (opts.wounds ?? 0) < minOf(Object.values(HEROES).map((h) => h.life));
  if (!woundsOk) {
    const least = Object.values(HEROES).reduce((a, b) => (a.life <= b.life ? a : b));
    throw new UserError(`--wounds must be below every hero's life (${least.short} has ${least.life})`);
  }
  const rows = checked(() => oddsTable({ heroWounds: opts.wounds ?? 0, useAbility, rules }));
  if (opts.json) {
    const out = rows.map((r) => ({
      hero: r.hero,
      monster: r.monster,
      life: r.life,
      attack: oddsJson(r.attack),
      escapeFirst: oddsJson(r.escapeFirst),
    }));
    io.out(`${JSON.stringify({ wounds: opts.wounds ?? 0, ability: useAbility, rules, rows: out })}\n`);
    return 0;
  }
  io.out(
    `Every hero against every monster and life value of the token pool, from ${opts.wounds ?? 0} wounds, ${useAbility ? 'abilities on' : 'abilities off'}\n${rulesNote(rules)}`,
  );
  io.out('win/loss/mutual: percentages; wounds: expected wounds taken\n\n');
  const head = [
    `${''.padEnd(16)}|${center('attacking', 34)}|${center('trying to escape first', 40)}`.trimEnd(),
    `${'monster'.padEnd(9)}${'life'.padStart(5)}  |${cells(['win', 'loss', 'mutual', 'wounds'])}  |${cells(['escaped', 'win', 'loss', 'mutual', 'wounds'])}`,
  ].join('\n');
  let hero = '';
  for (const r of rows) {
    if (r.hero !== hero) {
      hero = r.hero;
      io.out(`${hero === rows[0].hero ? '' : '\n'}${heroLine(HEROES[r.hero])}\n${head}\n`);
    }
    io.out(`${tableLine(r)}\n`);
  }
  return 0;
}

function cells(values: string[]): string {
  return values.map((v) => v.padStart(8)).join('');
}

function center(text: string, width: number): string {
  return text.padStart(Math.floor((width + text.length) / 2)).padEnd(width);
}

function tableLine(r: OddsRow): string {
  const n = (p: number) => (p * 100).toFixed(2);
  const a = r.attack;
  const e = r.escapeFirst;
  return `${r.monster.padEnd(9)}${String(r.life).padStart(5)}  |${cells([n(a.win), n(a.loss), n(a.mutual), a.expectedWounds.toFixed(2)])}  |${cells([n(e.escaped), n(e.win), n(e.loss), n(e.mutual), e.expectedWounds.toFixed(2)])}`;
}

export function questFight(opts: QuestFightOptions, io: Io): number {
  const hero = heroOf(opts.hero);
  const monster = monsterOf(opts.monster);
  const rules = rulesOf(opts.rule);
  const wounds = checkWounds(hero, rules, opts.wounds);
  const useAbility = opts.ability !== false;
  const dice = seededDice(opts.seed);
  // Without --life the token comes from the pool, as at the table (solo: face up).
  let life = opts.life === undefined ? undefined : lifeOf(opts.life);
  let token = '';
  let rest = dice;
  if (life === undefined) {
    const game = meetMonster(createQuest({ players: [{ name: 'solo', hero: hero.id }], rules, dice }), 0, {
      location: 'here',
      type: monster.id,
    });
    const active = game.encounter!;
    life = active.token.life;
    token = active.token.id;
    rest = active.encounter.dice;
  }
  const start = checked(() =>
    startEncounter({
      hero,
      monster: monster.id,
      life: life!,
      heroWounds: wounds,
      useAbility,
      rules,
      dice: rest,
    }),
  );
  const odds = oddsOf({
    hero,
    monster: monster.id,
    life,
    heroWounds: wounds,
    useAbility,
    rules,
    escape: opts.escape,
  });
  let enc = decide(start, { kind: opts.escape ? 'escape' : 'attack' });
  while (enc.phase !== 'over') enc = decide(enc, bestDecision(enc));
  if (opts.json) {
    io.out(
      `${JSON.stringify({
        hero: hero.id,
        monster: monster.id,
        token: token || null,
        life,
        seed: opts.seed,
        route: enc.route,
        outcome: enc.outcome,
        heroWounds: enc.heroWounds,
        monsterWounds: enc.monsterWounds,
        rounds: enc.round,
        odds: oddsJson(odds),
        events: enc.events,
      })}\n`,
    );
    return 0;
  }
  const lives = DEFAULT_TOKEN_POOL.filter((t) => t.type === monster.id).map((t) => t.life);
  const drawn = token
    ? `token ${token} drawn from the pool's ${monster.name}s (lives ${lives.join(', ')})`
    : 'given';
  io.out(`${heroLine(hero)}, ${wounds} wounds, ${abilityNote(hero, useAbility)}\n`);
  io.out(
    `meets a ${monsterLine(monster.id)}: life ${life}, ${drawn}; seed ${opts.seed}\n${rulesNote(rules)}`,
  );
  io.out(
    `odds ${opts.escape ? 'trying to escape first' : 'attacking'}: ${opts.escape ? `escape ${pct(odds.escaped)}, ` : ''}win ${pct(odds.win)}, loss ${pct(odds.loss)}, mutual ${pct(odds.mutual)}, expected wounds ${odds.expectedWounds.toFixed(2)}\n\n`,
  );
  const limit = heroLimit(enc);
  const name = MONSTERS[monster.id].name;
  for (const line of describeEvents(enc.events, hero, name, life, limit)) io.out(`${line}\n`);
  return 0;
}

/** The fight's events as lines of text. */
export function describeEvents(
  events: readonly EncounterEvent[],
  hero: Hero,
  monster: string,
  life: number,
  heroLife: number,
): string[] {
  const lines: string[] = [];
  const who = hero.short;
  let rolled: { round: number; dice: [number, number] } | null = null;
  for (const e of events) {
    switch (e.type) {
      case 'attack':
        lines.push(`${who} attacks.`);
        break;
      case 'escape-roll':
        lines.push(
          `${who} tries to escape: Luck test 2d6 ${e.dice[0]}+${e.dice[1]} = ${e.dice[0] + e.dice[1]}`,
        );
        break;
      case 'escape':
        lines.push(
          e.result.success
            ? `  ${e.result.total} <= Luck ${e.result.luck}: ${who} escapes unharmed.`
            : `  ${e.result.total} > Luck ${e.result.luck}: the escape fails, ${who} takes 2 wounds (${e.result.heroWounds}/${heroLife}) and combat begins.`,
        );
        break;
      case 'strike':
        lines.push(
          `${who} strikes first: 2d6 ${e.dice[0]} and ${e.dice[1]}, ${e.wounds === 0 ? 'doubles: no wounds' : `${e.wounds} wound${e.wounds === 1 ? '' : 's'}`} to the ${monster} (${e.monsterWounds}/${life}).`,
        );
        break;
      case 'round-dice':
        rolled = { round: e.round, dice: e.dice };
        break;
      case 'reroll':
        if (e.roll === 'combat' && rolled) {
          lines.push(`Round ${rolled.round}: rolled ${rolled.dice[0]} and ${rolled.dice[1]}`);
        }
        lines.push(`  ${who} re-rolls die ${e.die + 1}: ${e.from} -> ${e.to}`);
        rolled = null;
        break;
      case 'round': {
        const parts = e.result.dice.map((d) => {
          const cmp = d.value > d.target ? '>' : d.value === d.target ? '=' : '<';
          const hit =
            d.outcome === 'hero'
              ? `${who} wounded`
              : d.outcome === 'both'
                ? 'both wounded'
                : `${monster} wounded`;
          const notes = [
            d.familiarFailed ? `Brightblaze fails: no wound to the ${monster}` : '',
            d.bonus ? `+1 wound (${who})` : '',
          ].filter(Boolean);
          return `${ATTRIBUTE_NAMES[d.attribute]} (${DIE_COLOURS[d.attribute]}) ${d.value} ${cmp} ${d.target}: ${hit}${notes.length ? `, ${notes.join(', ')}` : ''}`;
        });
        if (e.result.unresolved > 0) parts.push('the other die is not resolved');
        lines.push(`Round ${e.round}: ${parts.join('; ')}.`);
        lines.push(
          `  wounds: ${who} ${e.result.heroWounds}/${heroLife}, ${monster} ${e.result.monsterWounds}/${life}`,
        );
        rolled = null;
        break;
      }
      case 'end': {
        const after = `after ${e.rounds} round${e.rounds === 1 ? '' : 's'}`;
        const has = `${e.heroWounds} wound${e.heroWounds === 1 ? '' : 's'}`;
        const text = {
          escaped: `${who} escapes.`,
          won: `${who} wins: the ${monster} falls ${after}; ${who} has ${has}.`,
          lost: `${who} falls ${e.rounds === 0 ? 'to the failed escape' : after}; the ${monster} stands.`,
          mutual: `Both fall ${after}: ${who} is dead, and so is the ${monster}.`,
        }[e.outcome];
        lines.push('', text);
        break;
      }
    }
  }
  return lines;
}
