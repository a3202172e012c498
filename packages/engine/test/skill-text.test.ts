import { describe, expect, it } from 'vitest';
import { BUILTIN_TEAMS, ROSTERS, SKILL_TEXT, SKILLS, skillText } from '../src/index.ts';

describe('skill explanations (skill-text.ts)', () => {
  it('every skill and trait of every roster has its sentence', () => {
    const missing = ROSTERS.flatMap((r) =>
      r.positions.flatMap((p) => p.skills.filter((s) => !skillText(s)).map((s) => `${r.id}/${p.id}: ${s}`)),
    );
    expect(missing).toEqual([]);
  });

  it('every skill the engine knows (SKILLS) has its sentence, so a new one without text fails', () => {
    expect(Object.keys(SKILLS).filter((id) => !SKILL_TEXT[id])).toEqual([]);
  });

  it('every skill a built-in team adds has its sentence', () => {
    const added = BUILTIN_TEAMS.flatMap(({ team }) => team.players.flatMap((p) => p.skills ?? []));
    expect(added.filter((s) => !skillText(s))).toEqual([]);
  });

  it('names no skill the engine does not know, and each is one short sentence', () => {
    for (const [id, text] of Object.entries(SKILL_TEXT)) {
      expect(SKILLS[id], id).toBeDefined();
      expect(text, id).toMatch(/^[A-Z].*\.$/);
      expect(text.length, id).toBeLessThan(130);
      expect(text.slice(0, -1), id).not.toMatch(/\.\s/);
    }
  });

  it('reads a skill with its parameter by its id', () => {
    expect(skillText('loner:4')).toBe(SKILL_TEXT.loner);
    expect(skillText('noSuchSkill')).toBeUndefined();
  });
});
