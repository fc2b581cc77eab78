/** A person's name as shown to members and staff: "first last", without stray spaces when one is empty. */
export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}
