/** A bcrypt hash as the old app stored it ($2a$/$2b$, also $2y$): kept as it is, verified as it is. */
export function isBcryptHash(value: string): boolean {
  return /^\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}$/.test(value);
}
