/** The demo club's sign-ins, printed at start-up and used by the e2e tests. */
export const DEMO_CLUB = { slug: 'northside', name: 'Northside Boxing & Fitness', timeZone: 'Europe/Amsterdam' } as const;

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@northside.example', password: 'Ring-Bell-Round-2026', firstName: 'Alex', lastName: 'Admin' },
  coach: { email: 'coach@northside.example', password: 'Heavy-Bag-Drill-2026', firstName: 'Carmen', lastName: 'Coach' },
  // The second pair of eyes a direct debit batch needs: the club approves a batch by another staff member.
  finance: { email: 'finance@northside.example', password: 'Count-The-Rounds-2026', firstName: 'Fenna', lastName: 'Finance' },
  member: { email: 'member@northside.example', password: 'Jab-Cross-Hook-2026', firstName: 'Milan', lastName: 'Member', keyNumber: '4000000001' },
  // A monthly member: "Twice a week" since the first of the month the club was seeded, credits granted as the club runs them.
  subscriber: { email: 'subscriber@northside.example', password: 'Twice-A-Week-Jab-2026', firstName: 'Sami', lastName: 'Subscriber' },
} as const;
