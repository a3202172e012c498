/** Where the pips of each D6 face sit on a 3x3 grid (cells 0-8, row by row): one layout for every die drawn. */
export const PIPS: Readonly<Record<number, readonly number[]>> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};
