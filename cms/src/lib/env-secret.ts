/**
 * Secrets have fixed, public defaults so that `npm start` works on a fresh development machine
 * without a .env file. Those defaults are known to everyone who can read this repository, so in
 * production each one must be set explicitly: the process stops at start-up naming the variable.
 */
export function envSecret(name: string, developmentDefault: string): string {
  const value = process.env[name];
  if (value !== undefined && value.trim() !== '') return value;
  if (process.env.NODE_ENV === 'production') {
    throw new Error(
      `Missing environment variable ${name}: it must be set when NODE_ENV=production (see cms/.env.example).`,
    );
  }
  return developmentDefault;
}

export function envSecretList(name: string, developmentDefault: string[]): string[] {
  return envSecret(name, developmentDefault.join(','))
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}
