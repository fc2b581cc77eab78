/** How the kiosk names a person: first name and last initial, never more. */
export function kioskDisplayName(firstName: string, lastInitial: string): string {
  return lastInitial ? `${firstName} ${lastInitial}.` : firstName;
}
