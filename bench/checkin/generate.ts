// The names of the check-in bench's class: 200 members with names as varied as a real club's (first names
// repeat, last initials repeat, accents appear), so filtering has realistic work to do.
const FIRST = ['Anna', 'Bram', 'Chloé', 'Daan', 'Emma', 'Finn', 'Gül', 'Hugo', 'Iris', 'Jonas', 'Kai', 'Lotte', 'Milan', 'Noor', 'Oscar', 'Pien', 'Quinn', 'Rosa', 'Sem', 'Tess'];
const LAST = ['Bakker', 'de Vries', 'Jansen', 'Visser', 'Smit', 'Meijer', 'Mulder', 'Öztürk', 'Bos', 'Vos'];

export interface BenchName {
  firstName: string;
  lastName: string;
}

/** `count` distinct first/last name pairs (every pair of the lists above, then numbered). */
export function classListNames(count: number): BenchName[] {
  return Array.from({ length: count }, (_, i) => {
    const round = Math.floor(i / (FIRST.length * LAST.length));
    const firstName = FIRST[i % FIRST.length]!;
    const lastName = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    return { firstName: round === 0 ? firstName : `${firstName} ${round + 1}`, lastName };
  });
}
