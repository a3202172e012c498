/**
 * The dice seed on a set-up form: a number, or empty for a random game. One field for every form
 * (Dungeon Bowl's new game, the DungeonQuest fight and the whole quest).
 */
export function SeedInput({
  testId,
  value,
  onChange,
}: {
  testId: string;
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <label>
      Seed{' '}
      <input
        type="number"
        data-testid={testId}
        placeholder="random"
        value={value}
        onInput={(e) => onChange((e.target as HTMLInputElement).value)}
      />
    </label>
  );
}
